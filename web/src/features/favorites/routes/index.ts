export { FavoritesPage } from './favorites-page';
