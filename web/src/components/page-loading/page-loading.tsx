import styles from './page-loading.module.css';

/** What the page area shows while a page's code is on its way. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
