export { SpringImage } from './spring-image';
