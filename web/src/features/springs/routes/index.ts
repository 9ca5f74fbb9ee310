export { ExploreMapPage } from './explore-map-page';
export { PopularPage } from './popular-page';
export { SearchPage } from './search-page';
