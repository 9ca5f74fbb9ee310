export { FavoriteButtons } from './favorite-buttons';
export { FavoriteCard } from './favorite-card';
export { ProfileVisitedSprings } from './profile-visited-springs';
