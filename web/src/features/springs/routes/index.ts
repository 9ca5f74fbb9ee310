export { PopularPage } from './popular-page';
export { SpringDetailPage } from './spring-detail-page';
