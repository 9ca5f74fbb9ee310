import { STATE_OPTIONS } from '../../../utils/us-states';
import styles from './filters.module.css';

interface StateSelectProps {
  value: string;
  onChange: (code: string) => void;
}

export function StateSelect({ value, onChange }: StateSelectProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>State</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {STATE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
