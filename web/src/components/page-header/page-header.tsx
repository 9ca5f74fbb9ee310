import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The banner at the top of a content page: a steamy gradient with the page's title. */
export function PageHeader({ title, eyebrow, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </header>
  );
}
