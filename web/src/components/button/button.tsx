import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button.module.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  /** Outlined in red, for a step that ends something (logging out). */
  danger?: boolean;
}

/** A pill-shaped button filled with the primary colour. */
export function Button({ danger, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={danger ? `${styles.button} ${styles.danger}` : styles.button}
      {...props}
    />
  );
}

/** A link that looks like `Button`. */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.button}>
      {children}
    </Link>
  );
}
