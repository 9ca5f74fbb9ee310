/** Map constants the product fixes; the opening view is in config/map-view. */
export const CITY_ZOOM = 11;
export const LOCATE_MAX_ZOOM = 14;
export const STATE_PADDING_PX = 50;
export const CLUSTER_RADIUS_PX = 80;
/** Markers are added in batches after this buffer, so 1,600+ springs never freeze the page. */
export const CLUSTER_CHUNK_MS = 50;
/** The map is re-measured this long after it loads, once its container has its final size. */
export const RESIZE_DELAY_MS = 100;
