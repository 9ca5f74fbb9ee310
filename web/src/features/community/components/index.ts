export { SpringPosts } from './spring-posts';
