export { SearchPage } from './search-page';
