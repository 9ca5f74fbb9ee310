import type { FactSourceJson } from '@hotsprings/contracts';
import styles from './source-note.module.css';

interface SourceNoteProps {
  /** Where the fact comes from; nothing is shown without one. */
  source: FactSourceJson | null;
  /** The fact, as the marker's accessible name ends: 'Source of the temperature'. */
  fact: string;
  /** Which edge of the marker the opened note lines up with: 'end' beside the right margin. */
  align?: 'start' | 'end';
}

/**
 * A footnote marker beside a fact, opening where the fact comes from: a native disclosure, so
 * that a click, a tap, Enter or Space opens and closes it.
 */
export function SourceNote({ source, fact, align = 'start' }: SourceNoteProps) {
  if (!source) return null;
  return (
    <details className={`${styles.note} ${styles[align]}`}>
      <summary className={styles.marker}>
        source<span className="visually-hidden"> of the {fact}</span>
      </summary>
      <span className={styles.body}>
        <SourceText source={source} />
      </span>
    </details>
  );
}

/** A source in words: its text (a link where it has one), then its citation. */
export function SourceText({ source }: { source: FactSourceJson }) {
  return (
    <>
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {source.text}
        </a>
      ) : (
        source.text
      )}
      {source.reference && <cite className={styles.reference}>{source.reference}</cite>}
    </>
  );
}
