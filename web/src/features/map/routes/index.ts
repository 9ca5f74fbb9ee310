export { ExploreMapPage } from './explore-map-page';
