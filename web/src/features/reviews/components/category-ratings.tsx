import type { CategoryRatingsJson } from '@hotsprings/contracts';
import { REVIEW_CATEGORIES } from '../types/review-fields';
import { Panel, PanelNote } from '../../../components/panel';
import { finiteOrNull } from '../../springs';
import { widthRef } from '../../../lib/width-ref';
import styles from './category-ratings.module.css';

/** The spring's average category ratings; categories no review rated are left out. */
export function CategoryRatings({ ratings }: { ratings: CategoryRatingsJson | null }) {
  const rows = REVIEW_CATEGORIES.flatMap(({ average, label }) => {
    const value = ratings ? finiteOrNull(ratings[average]) : null;
    return value === null ? [] : [{ label, value }];
  });

  return (
    <Panel title="Category Ratings" headingId="category-ratings-heading" compact>
      {rows.length === 0 ? (
        <PanelNote>No category ratings yet.</PanelNote>
      ) : (
        <dl className={styles.list}>
          {rows.map(({ label, value }) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>
                <span className={styles.bar} aria-hidden="true">
                  <span ref={widthRef(`${(value / 5) * 100}%`)} />
                </span>
                <span className={styles.value}>{value.toFixed(1)} / 5</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
