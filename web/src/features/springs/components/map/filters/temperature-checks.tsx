import type { TemperatureBand } from '../../../api/springs.api';
import { TEMPERATURE_BANDS, toggleBand } from './filter-state';
import type { FilterControlProps } from './filter-field';
import styles from './filters.module.css';

/** The search bands (70-84 / 85-99 / 100+ °F); several combine as "any of". */
export function TemperatureChecks({ value, onChange }: FilterControlProps<TemperatureBand[]>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Temperature</legend>
      <div className={styles.bands}>
        {TEMPERATURE_BANDS.map(({ band, label, range }) => (
          <label key={band} className={`${styles.band} ${styles[band]}`}>
            <input
              type="checkbox"
              checked={value.includes(band)}
              onChange={() => onChange(toggleBand(value, band))}
            />
            <span>
              <strong>{label}</strong> {range}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
