import { REVIEW_CATEGORIES } from '../types/review-fields';
import type { CategoryField } from '../types/review-fields';
import styles from './category-sliders.module.css';

type Values = Partial<Record<CategoryField, number>>;

// Where an untouched slider's thumb rests; it means nothing until the user moves it.
const RESTING = 3;

/**
 * The optional category ratings, 1-5 in steps of 0.1. A slider stays unset (and is left out of
 * the review) until touched; 'Clear' unsets it again.
 */
interface CategorySlidersProps {
  /** Keeps the ids unique when several review forms are open. */
  idPrefix: string;
  values: Values;
  onChange: (values: Values) => void;
}

export function CategorySliders({ idPrefix, values, onChange }: CategorySlidersProps) {
  const set = (field: CategoryField, value: number | undefined) => {
    const next = { ...values };
    if (value === undefined) delete next[field];
    else next[field] = Math.round(value * 10) / 10;
    onChange(next);
  };

  return (
    <fieldset className={styles.sliders}>
      <legend>Category ratings (optional)</legend>
      {REVIEW_CATEGORIES.map(({ field, label }) => {
        const value = values[field];
        const unset = value === undefined;
        const id = `${idPrefix}-${field}`;
        // A click on the resting position changes nothing, so pointer and key release count too.
        const touch = (event: { currentTarget: HTMLInputElement }) => {
          if (unset) set(field, Number(event.currentTarget.value));
        };
        return (
          <div key={field} className={`${styles.row} ${unset ? styles.unset : ''}`}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              type="range"
              min={1}
              max={5}
              step={0.1}
              value={value ?? RESTING}
              aria-valuetext={unset ? 'Not rated' : value.toFixed(1)}
              onChange={(event) => set(field, Number(event.currentTarget.value))}
              onPointerUp={touch}
              onKeyUp={touch}
            />
            <output htmlFor={id} className={styles.value}>
              {unset ? 'Not rated' : value.toFixed(1)}
            </output>
            <button
              type="button"
              className={styles.clear}
              onClick={() => set(field, undefined)}
              disabled={unset}
              aria-label={`Clear ${label} rating`}
            >
              Clear
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
