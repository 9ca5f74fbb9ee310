import { Link } from 'react-router-dom';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import styles from './logo.module.css';

/** The site mark: a pool with steam rising from it. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className={`${styles.logo} ${light ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id="logo-water" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2dd4bf" />
            <stop offset="1" stopColor="#0f766e" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="16" fill="url(#logo-water)" />
        <path
          d="M11 13c-1.5-2 1.5-3 0-5.5M16 12c-1.5-2 1.5-3 0-5.5M21 13c-1.5-2 1.5-3 0-5.5"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M6 19c2.5 0 2.5 1.6 5 1.6S13.5 19 16 19s2.5 1.6 5 1.6S23.5 19 26 19"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
        <path
          d="M8 23.5c2 0 2 1.3 4 1.3s2-1.3 4-1.3 2 1.3 4 1.3 2-1.3 4-1.3"
          stroke="#fed7aa"
          strokeWidth="1.8"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className={styles.name}>{SITE_NAME}</span>
    </Link>
  );
}
