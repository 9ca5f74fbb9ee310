/// <reference types="leaflet.markercluster" />
import type { Marker as LeafletMarker, MarkerClusterGroup as LeafletClusterGroup } from 'leaflet';
import { memo, useEffect, useRef } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './cluster-colors.css';
import { CITY_ZOOM, CLUSTER_CHUNK_MS, CLUSTER_RADIUS_PX } from '../../utils/map-settings';
import { markerCategory } from '../../utils/marker-category';
import { MARKER_ICONS } from '../../utils/marker-icons';
import type { PlottedSpring } from '../../utils/spring-points';
import type { SpringFocus } from '../../utils/spring-focus';
import { prefersReducedMotion } from '../../../../lib/prefers-reduced-motion';
import { SpringPopup } from './spring-popup';

interface SpringMarkersProps {
  springs: PlottedSpring[];
  focus?: SpringFocus | null;
  /** Miles from the page's reference point by spring id, shown in the popups. */
  distances?: ReadonlyMap<number, number>;
  /** Drive seconds from there by spring id, where the router could say. */
  driveTimes?: ReadonlyMap<number, number>;
}

/** The springs as clustered, temperature-coloured pins with popups. */
export const SpringMarkers = memo(function SpringMarkers({
  springs,
  focus,
  distances,
  driveTimes,
}: SpringMarkersProps) {
  const map = useMap();
  const clusterRef = useRef<LeafletClusterGroup>(null);
  const markers = useRef(new Map<number, LeafletMarker>());

  useEffect(() => {
    if (!focus) return;
    const marker = markers.current.get(focus.id);
    // Zooms into the cluster holding the marker before opening its popup; a spring the filters
    // hide has no marker, so the map just goes there.
    if (marker) clusterRef.current?.zoomToShowLayer(marker, () => marker.openPopup());
    else map.flyTo(focus.position, CITY_ZOOM);
  }, [focus, map]);

  return (
    <MarkerClusterGroup
      ref={clusterRef}
      maxClusterRadius={CLUSTER_RADIUS_PX}
      animate={!prefersReducedMotion()}
      chunkedLoading
      chunkInterval={CLUSTER_CHUNK_MS}
      chunkDelay={CLUSTER_CHUNK_MS}
    >
      {springs.map(({ spring, position }) => (
        <Marker
          key={spring.id}
          position={position}
          icon={MARKER_ICONS[markerCategory(spring.temperature_f)]}
          ref={(marker) => {
            if (marker) markers.current.set(spring.id, marker);
            else markers.current.delete(spring.id);
          }}
        >
          <Popup>
            <SpringPopup
              spring={spring}
              distanceMi={distances?.get(spring.id)}
              driveSeconds={driveTimes?.get(spring.id)}
            />
          </Popup>
        </Marker>
      ))}
    </MarkerClusterGroup>
  );
});
