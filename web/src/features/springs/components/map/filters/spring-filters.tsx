import type { FilterControlProps } from './filter-field';
import { EMPTY_FILTERS, hasAnyFilter } from './filter-state';
import type { FilterState } from './filter-state';
import { NameSearch } from './name-search';
import { RatingSlider } from './rating-slider';
import { ReportedOpenCheck } from './reported-open-check';
import { StateSelect } from './state-select';
import { TemperatureChecks } from './temperature-checks';
import styles from './filters.module.css';

interface SpringFiltersProps extends FilterControlProps<FilterState> {
  /** The name text box; pages that search by name elsewhere leave it out. */
  withName?: boolean;
  /** "Reported open in the last 90 days": the list takes it, so only pages showing the list. */
  withReportedOpen?: boolean;
}

/** State, temperature, minimum rating and (optionally) name and recent reports, with a reset. */
export function SpringFilters({
  value,
  onChange,
  withName = false,
  withReportedOpen = false,
}: SpringFiltersProps) {
  const set = (change: Partial<FilterState>) => onChange({ ...value, ...change });
  return (
    <div className={styles.filters}>
      <StateSelect value={value.state} onChange={(state) => set({ state })} />
      <TemperatureChecks value={value.tempRanges} onChange={(tempRanges) => set({ tempRanges })} />
      <RatingSlider value={value.minRating} onChange={(minRating) => set({ minRating })} />
      {withReportedOpen && (
        <ReportedOpenCheck
          value={value.reportedOpenWithinDays}
          onChange={(reportedOpenWithinDays) => set({ reportedOpenWithinDays })}
        />
      )}
      {withName && <NameSearch value={value.search} onChange={(search) => set({ search })} />}
      <button
        type="button"
        className={styles.clear}
        onClick={() => onChange({ ...EMPTY_FILTERS, search: withName ? '' : value.search })}
        disabled={!hasAnyFilter(withName ? value : { ...value, search: '' })}
      >
        Clear filters
      </button>
    </div>
  );
}
