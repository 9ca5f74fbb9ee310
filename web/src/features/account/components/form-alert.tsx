import type { ReactNode } from 'react';
import styles from './form.module.css';

const ICONS = { error: '!', info: 'i', success: '✓' } as const;

interface FormAlertProps {
  tone: keyof typeof ICONS;
  children: ReactNode;
}

/** A message box above or inside a form; errors are announced as alerts, the rest as status. */
export function FormAlert({ tone, children }: FormAlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.alertIcon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div>{children}</div>
    </div>
  );
}
