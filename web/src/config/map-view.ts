import type { LatLngTuple } from 'leaflet';

/** The middle of the contiguous US at the zoom that shows all of it: where maps open. */
export const DEFAULT_CENTER: LatLngTuple = [39.8283, -98.5795];
export const DEFAULT_ZOOM = 4;
