import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the form linking to the other screen. */
  footer: ReactNode;
}

/** The centred card that holds the sign-in and registration forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.backdrop}>
      <section className={styles.card} aria-labelledby="auth-card-title">
        <span className={styles.mark} aria-hidden="true">
          ♨
        </span>
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
        <p className={styles.footer}>{footer}</p>
      </section>
    </div>
  );
}
