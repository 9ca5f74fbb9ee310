import { LayersControl, TileLayer } from 'react-leaflet';
import { BASE_LAYERS, STREETS } from '../../config/map-tiles';
// Every map draws its tiles with these layers: Leaflet's styles come with them, in the map's own
// download, and pages without a map never load them.
import 'leaflet/dist/leaflet.css';

/** Streets, Satellite and Topographic tiles behind a layers control; Streets is the default. */
export function BaseLayers() {
  return (
    <LayersControl position="topright">
      {BASE_LAYERS.map((layer) => (
        <LayersControl.BaseLayer key={layer.name} name={layer.name} checked={layer === STREETS}>
          <TileLayer url={layer.url} attribution={layer.attribution} maxZoom={layer.maxZoom} />
        </LayersControl.BaseLayer>
      ))}
    </LayersControl>
  );
}

/** The single street layer, for small maps that need no layer choice. */
export function StreetLayer() {
  return (
    <TileLayer url={STREETS.url} attribution={STREETS.attribution} maxZoom={STREETS.maxZoom} />
  );
}
