export { SpringFilters } from './spring-filters';
export { EMPTY_FILTERS, hasAreaFilter } from './filter-state';
export type { FilterState } from './filter-state';
