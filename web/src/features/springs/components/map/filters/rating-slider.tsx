import { FilterField } from './filter-field';
import type { FilterControlProps } from './filter-field';
import { ratingLabel } from './filter-state';
import styles from './filters.module.css';

/** Minimum average rating, 0 to 5 in half stars; 0 means any rating. */
export function RatingSlider({ value, onChange }: FilterControlProps<number>) {
  return (
    <FilterField label={ratingLabel(value)}>
      <input
        className={styles.range}
        type="range"
        min={0}
        max={5}
        step={0.5}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <span className={styles.scale} aria-hidden="true">
        <span>Any</span>
        <span>5★</span>
      </span>
    </FilterField>
  );
}
