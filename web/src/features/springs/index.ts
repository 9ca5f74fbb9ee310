// What the other features use of springs, and all they may import from this feature: the
// springs' queries, a spring's name and figures as every page writes them, its coordinates, its
// photo, and the search and filters a page's address asks for.
export { SpringImage } from './components/spring-image';
export { springsApi, useGetPopularSpringsQuery, useGetSpringQuery } from './api/springs.api';
export {
  cardTags,
  displayName,
  finiteOrNull,
  formatFahrenheit,
  formatMiles,
  formatRating,
} from './utils/spring-format';
export { springCoordinates } from './utils/spring-position';
export { EMPTY_FILTERS } from './components/map/filters/filter-state';
export { isBlankSearch, searchOf } from './utils/search-address';
