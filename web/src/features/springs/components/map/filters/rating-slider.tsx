import { ratingLabel } from './filter-state';
import styles from './filters.module.css';

interface RatingSliderProps {
  value: number;
  onChange: (minRating: number) => void;
}

/** Minimum average rating, 0 to 5 in half stars; 0 means any rating. */
export function RatingSlider({ value, onChange }: RatingSliderProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{ratingLabel(value)}</span>
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
    </label>
  );
}
