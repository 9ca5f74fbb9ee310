import { REPORTED_OPEN_MAP_DAYS } from '@hotsprings/contracts/condition-reports';
import type { FilterControlProps } from './filter-field';
import styles from './filters.module.css';

/**
 * Only the springs a member found open on a visit in the last 90 days (their latest report). The
 * value is the days back a report may be (0 = the filter is off).
 */
export function ReportedOpenCheck({ value, onChange }: FilterControlProps<number>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Conditions</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value > 0}
          onChange={(event) => onChange(event.target.checked ? REPORTED_OPEN_MAP_DAYS : 0)}
        />
        Reported open in the last {REPORTED_OPEN_MAP_DAYS} days
      </label>
    </fieldset>
  );
}
