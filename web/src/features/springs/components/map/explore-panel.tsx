import type { SpringSummaryJson } from '@hotsprings/contracts';
import { FeaturedSprings } from './featured-springs';
import { SpringFilters } from './filters';
import type { FilterState } from './filters';
import type { SpringsAround } from '../../hooks/use-springs-in-view';
import { SpringsInView } from './springs-in-view';
import styles from './explore-panel.module.css';

interface ExplorePanelProps {
  filters: FilterState;
  onFilters: (filters: FilterState) => void;
  around: SpringsAround;
  onSelect: (spring: SpringSummaryJson) => void;
  onShowNearest: () => void;
  failed: boolean;
}

/** The side panel's sections: filters with the featured springs, then the springs in view. */
export function ExplorePanel({
  filters,
  onFilters,
  around,
  onSelect,
  onShowNearest,
  failed,
}: ExplorePanelProps) {
  return (
    <div className={styles.sections}>
      <section
        className={`${styles.section} ${styles.filters}`}
        aria-labelledby="map-filters-heading"
      >
        <h2 id="map-filters-heading" className={styles.heading}>
          Filters
        </h2>
        <SpringFilters value={filters} onChange={onFilters} withName withReportedOpen />
        <h3 className={styles.subheading}>Featured Springs</h3>
        <FeaturedSprings onSelect={onSelect} />
      </section>
      <section
        className={`${styles.section} ${styles.inView}`}
        aria-labelledby="map-in-view-heading"
      >
        <h2 id="map-in-view-heading" className={styles.heading}>
          Springs in this area
          {around.count > 0 && <span className={styles.count}>{around.count}</span>}
        </h2>
        <SpringsInView
          around={around}
          onSelect={onSelect}
          onShowNearest={onShowNearest}
          error={failed ? 'Failed to load hot springs data.' : undefined}
        />
      </section>
    </div>
  );
}
