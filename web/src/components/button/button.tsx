import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button.module.css';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  /** 'submit' sends its form; a plain button by default. */
  type?: 'button' | 'submit';
  /** Outlined in red, for a step that ends something (logging out, deleting). */
  danger?: boolean;
  /** White and outlined, for the step beside the main one (cancel). */
  secondary?: boolean;
}

/** A pill-shaped button filled with the primary colour. */
export function Button({ type = 'button', danger, secondary, ...props }: ButtonProps) {
  const variant = danger ? styles.danger : secondary ? styles.secondary : '';
  return (
    <button
      type={type}
      className={variant ? `${styles.button} ${variant}` : styles.button}
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

interface ButtonAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  secondary?: boolean;
}

/** A plain link that looks like `Button`: to another site, or to a file to download. */
export function ButtonAnchor({ secondary, ...props }: ButtonAnchorProps) {
  return (
    <a className={secondary ? `${styles.button} ${styles.secondary}` : styles.button} {...props} />
  );
}
