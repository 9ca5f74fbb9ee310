export { SpringReviews } from './spring-reviews';
export { SpringPhotoGallery } from './spring-photo-gallery';
export { CategoryRatings } from './category-ratings';
export { PopularTags } from './popular-tags';
export { ProfileReviews } from './profile-reviews';
