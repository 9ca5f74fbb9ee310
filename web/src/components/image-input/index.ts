export { ImageInput } from './image-input';
