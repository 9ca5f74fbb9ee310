import { notFoundTitle } from '@hotsprings/contracts/page-heads';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  useDocumentMeta(notFoundTitle());
  return (
    <section className={styles.page}>
      <svg className={styles.art} viewBox="0 0 200 120" aria-hidden="true">
        <ellipse cx="100" cy="96" rx="80" ry="16" fill="#ccfbf1" />
        <ellipse cx="100" cy="94" rx="62" ry="10" fill="#99f6e4" />
        <path
          d="M70 70c-8-10 8-16 0-28M100 66c-8-10 8-16 0-28M130 70c-8-10 8-16 0-28"
          stroke="#94a3b8"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
          opacity="0.6"
        />
      </svg>
      <h1 className={styles.title}>404 Not Found</h1>
      <p className={styles.text}>
        This trail runs dry: the page you were looking for does not exist or has moved.
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          Back to Home
        </Link>
        <Link to="/explore-map" className={styles.secondary}>
          Explore the Map
        </Link>
      </div>
    </section>
  );
}
