export { CommunityFeedPage } from './community-feed-page';
export { PostDetailPage } from './post-detail-page';
