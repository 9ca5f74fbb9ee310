export { ExploreMapPage } from './explore-map-page';
export { SearchPage } from './search-page';
