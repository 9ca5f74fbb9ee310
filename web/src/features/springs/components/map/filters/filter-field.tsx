import type { ReactNode } from 'react';
import styles from './filters.module.css';

/** What each filter control takes: its part of the filters, and where a change of it goes. */
export interface FilterControlProps<T> {
  value: T;
  onChange: (value: T) => void;
}

interface FilterFieldProps {
  label: ReactNode;
  children: ReactNode;
}

/** One control with its small uppercase label above it. */
export function FilterField({ label, children }: FilterFieldProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      {children}
    </label>
  );
}
