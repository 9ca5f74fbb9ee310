import { STATE_OPTIONS } from '../../../utils/us-states';
import { FilterField } from './filter-field';
import type { FilterControlProps } from './filter-field';
import styles from './filters.module.css';

/** The state's code; '' is 'All States'. */
export function StateSelect({ value, onChange }: FilterControlProps<string>) {
  return (
    <FilterField label="State">
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
    </FilterField>
  );
}
