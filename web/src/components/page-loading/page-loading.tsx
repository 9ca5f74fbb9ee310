import styles from './page-loading.module.css';

/** What the page area shows while a page, or what it needs (sign-in status, data), is on its way. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
