import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { StreetLayer } from '../../../components/map-layers';
import styles from './spring-location-map.module.css';

export interface SpringMapProps {
  name: string;
  latitude: number;
  longitude: number;
  zoom: number;
  scrollWheelZoom: boolean;
}

/** The Leaflet map of one spring, loaded by the browser alone (spring-location-map.tsx). */
export function SpringMap({ name, latitude, longitude, zoom, scrollWheelZoom }: SpringMapProps) {
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={zoom}
      scrollWheelZoom={scrollWheelZoom}
      className={styles.map}
    >
      <StreetLayer />
      <CircleMarker
        center={[latitude, longitude]}
        radius={10}
        pathOptions={{ color: '#fff', weight: 3, fillColor: '#f97316', fillOpacity: 1 }}
      >
        <Tooltip direction="top" offset={[0, -10]}>
          {name}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
