export { Lightbox } from './lightbox';
