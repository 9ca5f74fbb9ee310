import type { ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps {
  title: string;
  /** Shown muted after the title, as '(n)', once there is something to count. */
  count?: number;
  /** The heading's id; given, the section is a region named by its heading. */
  headingId?: string;
  /** A link or button at the heading's right. */
  action?: ReactNode;
  /** Less padding and a smaller heading, for panels that sit side by side. */
  compact?: boolean;
  children: ReactNode;
}

/** A white section of a page with its heading. */
export function Panel({ title, count, headingId, action, compact, children }: PanelProps) {
  return (
    <section
      className={compact ? `${styles.panel} ${styles.compact}` : styles.panel}
      aria-labelledby={headingId}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
          {count ? (
            <>
              {' '}
              <span className={styles.count}>({count})</span>
            </>
          ) : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A panel's one line in place of its content: loading, empty or failed. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/**
 * The button under a panel's shortened list that shows all of it, and fewer again; its distance
 * from the list is the caller's (`className`), as lists end differently.
 */
export function PanelMoreButton({
  onClick,
  className = '',
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`${styles.more} ${className}`} onClick={onClick}>
      {children}
    </button>
  );
}
