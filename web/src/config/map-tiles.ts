/**
 * The map's base layers. Tile addresses come from the build environment (VITE_TILES_*) so a
 * deployment can point at its own tile servers or keys; the defaults are the public services.
 */
export interface BaseLayerConfig {
  name: string;
  url: string;
  attribution: string;
  maxZoom: number;
}

const env = import.meta.env;

function setting(name: string, fallback: string): string {
  const value: unknown = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const STREETS: BaseLayerConfig = {
  name: 'Streets',
  url: setting('VITE_TILES_STREETS_URL', 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
};

export const SATELLITE: BaseLayerConfig = {
  name: 'Satellite',
  url: setting(
    'VITE_TILES_SATELLITE_URL',
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
  ),
  attribution: 'Tiles &copy; Esri &mdash; Source: Esri, Maxar, Earthstar Geographics',
  maxZoom: 18,
};

export const TOPOGRAPHIC: BaseLayerConfig = {
  name: 'Topographic',
  url: setting('VITE_TILES_TOPO_URL', 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png'),
  attribution:
    'Map data &copy; OpenStreetMap contributors, SRTM | Style &copy; <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)',
  maxZoom: 17,
};

/** Streets first: it is the default layer. */
export const BASE_LAYERS: BaseLayerConfig[] = [STREETS, SATELLITE, TOPOGRAPHIC];
