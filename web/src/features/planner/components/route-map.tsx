import type { RouteFeatureJson } from '@hotsprings/contracts';
import { latLngBounds } from 'leaflet';
import type { LatLngTuple } from 'leaflet';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { CircleMarker, MapContainer, Polyline, Popup, Tooltip, useMap } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { BaseLayers } from '../../../components/map-layers';
import frame from '../../../components/map-layers/map-frame.module.css';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../config/map-view';
import { routePositions, routeSegments } from '../utils/route-line';
import type { TripSpring, TripStop } from '../utils/trip-points';
import { ROUTE_COLORS } from './route-colors';
import { Separated } from './separated';
import styles from './route-map.module.css';

interface RouteMapProps {
  route: RouteFeatureJson | null;
  stops: TripStop[];
  springs: TripSpring[];
  /** What a spring's popup offers, e.g. 'Add as Waypoint'. */
  springAction?: (spring: TripSpring) => ReactNode;
}

/** Shows the whole route, or the chosen places before there is one. */
function FitToTrip({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(' ');
  useEffect(() => {
    // At once rather than animated: a map drawn mid-animation shows its markers blown up.
    if (points.length === 1) map.setView(points[0]!, 9, { animate: false });
    else if (points.length > 1) {
      map.fitBounds(latLngBounds(points), { padding: [32, 32], animate: false });
    }
    // The key names the points: a new array holding the same points moves nothing.
  }, [key, map]);
  return null;
}

/** The trip on a map: the route (approximate stretches dashed), its stops and the springs. */
export function RouteMap({ route, stops, springs, springAction }: RouteMapProps) {
  const positions = routePositions(route);
  const segments = routeSegments(positions, route?.properties?.approximate_stretches ?? []);
  const fitPoints = positions.length ? positions : stops.map((stop) => stop.position);
  return (
    // Half zoom steps, so the route fills the map more closely than whole levels allow.
    <MapContainer
      center={DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
      zoomSnap={0.5}
      className={frame.map}
      worldCopyJump
    >
      <BaseLayers />
      <FitToTrip points={fitPoints} />
      {segments.map((segment, index) => (
        <Polyline
          key={index}
          positions={segment.positions}
          pathOptions={
            segment.approximate
              ? { color: ROUTE_COLORS.approximate, weight: 4, dashArray: '8 8' }
              : { color: ROUTE_COLORS.route, weight: 5, opacity: 0.85 }
          }
        />
      ))}
      {springs.map((spring) => (
        <CircleMarker
          key={spring.id}
          center={spring.position}
          radius={spring.waypoint ? 9 : 7}
          pathOptions={{
            color: '#fff',
            weight: 2,
            fillColor: spring.waypoint ? ROUTE_COLORS.waypoint : ROUTE_COLORS.spring,
            fillOpacity: 1,
          }}
        >
          <Popup>
            <div className={styles.popup}>
              <Link to={`/springs/${spring.id}`} className={styles.popupName}>
                {spring.name}
              </Link>
              <p>
                <Separated parts={spring.note} />
              </p>
              {springAction?.(spring)}
            </div>
          </Popup>
        </CircleMarker>
      ))}
      {stops.map((stop) => (
        <CircleMarker
          key={`${stop.kind} ${stop.label}`}
          center={stop.position}
          radius={10}
          pathOptions={{
            color: '#fff',
            weight: 3,
            fillColor: ROUTE_COLORS[stop.kind],
            fillOpacity: 1,
          }}
        >
          <Tooltip direction="top" offset={[0, -8]}>
            {stop.label}: {stop.name}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
