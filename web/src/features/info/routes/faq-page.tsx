import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PUBLIC_PAGE_HEADS } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { FAQ_ENTRIES } from '../components/faq-entries';
import prose from '../components/prose.module.css';
import styles from './faq-page.module.css';

export function FaqPage() {
  useDocumentMeta(PUBLIC_PAGE_HEADS['/faq'].title, PUBLIC_PAGE_HEADS['/faq'].description);
  return (
    <>
      <PageHeader eyebrow="FAQ" title="Frequently Asked Questions">
        <p>Everything you need to know before your next soak.</p>
      </PageHeader>
      <div className={prose.body}>
        <div className={styles.list}>
          {FAQ_ENTRIES.map((entry, index) => (
            <details key={entry.question} className={styles.item} open={index === 0}>
              <summary className={styles.question} data-faq-question>
                {entry.question}
              </summary>
              <p className={styles.answer}>{entry.answer}</p>
            </details>
          ))}
        </div>
        <div className={prose.callout}>
          {/* Worded as no question: the page asks the nine of the FAQ and no tenth. */}
          <h2>We are here to help</h2>
          <p>Ask us about anything the answers above do not cover.</p>
          <Link to="/contact" className={prose.button}>
            Contact Us
          </Link>
        </div>
      </div>
    </>
  );
}
