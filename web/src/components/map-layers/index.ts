export { BaseLayers, StreetLayer } from './base-layers';
