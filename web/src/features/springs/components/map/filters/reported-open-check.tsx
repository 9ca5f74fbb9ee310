import { REPORTED_OPEN_MAP_DAYS } from '@hotsprings/contracts/condition-reports';
import styles from './filters.module.css';

interface ReportedOpenCheckProps {
  /** Days back a report may be (0 = the filter is off). */
  value: number;
  onChange: (days: number) => void;
}

/** Only the springs a member found open on a visit in the last 90 days (their latest report). */
export function ReportedOpenCheck({ value, onChange }: ReportedOpenCheckProps) {
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
