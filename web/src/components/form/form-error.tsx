import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A form's error line, announced as an alert; nothing while there is no error. */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <p className={styles.error} role="alert">
      {children}
    </p>
  ) : null;
}
