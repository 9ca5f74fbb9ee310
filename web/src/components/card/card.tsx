import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './card.module.css';

interface CardProps {
  /** Makes the whole card one link to this address; without it the card is an article. */
  to?: string;
  className?: string;
  children: ReactNode;
}

/** A white card in a grid, its content stacked, that lifts under the pointer. */
export function Card({ to, className = '', children }: CardProps) {
  if (to) {
    return (
      <Link to={to} className={`${styles.card} ${styles.link} ${className}`}>
        {children}
      </Link>
    );
  }
  return <article className={`${styles.card} ${className}`}>{children}</article>;
}
