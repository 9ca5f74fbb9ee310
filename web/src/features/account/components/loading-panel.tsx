import styles from './loading-panel.module.css';

/** A spinner with a line of text, centred in the page while something loads. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div className={styles.panel} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
