import type { ReactNode } from 'react';
import styles from './side-panel.module.css';

interface SidePanelProps {
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** The explore map's collapsible panel, with a tab on its edge to open or close it. */
export function SidePanel({ open, onToggle, children }: SidePanelProps) {
  return (
    <aside
      className={`${styles.panel} ${open ? styles.open : ''}`}
      aria-label="Map filters and springs"
    >
      <div className={styles.content} hidden={!open}>
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        onClick={onToggle}
        aria-expanded={open}
        aria-label={open ? 'Hide side panel' : 'Show side panel'}
        title={open ? 'Hide panel' : 'Show panel'}
      >
        <svg viewBox="0 0 12 20" aria-hidden="true">
          <path
            d={open ? 'M9 3 2 10l7 7' : 'M3 3l7 7-7 7'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          />
        </svg>
      </button>
    </aside>
  );
}
