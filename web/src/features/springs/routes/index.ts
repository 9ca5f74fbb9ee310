export { PopularPage } from './popular-page';
