import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './form.module.css';

const ICONS = { error: '!', info: 'i', success: '✓' } as const;

export type FormAlertTone = keyof typeof ICONS;

interface FormAlertProps {
  tone: FormAlertTone;
  children: ReactNode;
  /** What went wrong in more words, on a line under the message. */
  detail?: string | null;
}

/** A message box above or inside a form; errors are announced as alerts, the rest as status. */
export function FormAlert({ tone, children, detail }: FormAlertProps) {
  const box = useRef<HTMLDivElement>(null);
  // On a small screen the box can sit above the fold while the visitor is at the button.
  // Braces keep the effect from returning scrollIntoView's result: Chromium now returns a Promise
  // there, which React would call as the cleanup when the alert goes away.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div
      ref={box}
      className={`${styles.alert} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.alertIcon} aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div>
        {children}
        {detail && <span className={styles.detail}>{detail}</span>}
      </div>
    </div>
  );
}
