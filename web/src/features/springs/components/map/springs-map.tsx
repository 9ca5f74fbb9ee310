import type { Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer } from 'react-leaflet';
import { BaseLayers, StreetLayer } from '../../../../components/map-layers';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '../../../../config/map-view';
import { MapLegend } from './map-legend';
import type { SpringFocus } from '../../utils/spring-focus';
import { SpringMarkers } from './spring-markers';
import type { PlottedSpring } from '../../utils/spring-points';
import frame from '../../../../components/map-layers/map-frame.module.css';
import { prefersReducedMotion } from '../../../../lib/prefers-reduced-motion';

interface SpringsMapProps {
  springs: PlottedSpring[];
  /** Receives the Leaflet map once it exists, for the controls and hooks that drive it. */
  onMap: (map: LeafletMap | null) => void;
  focus?: SpringFocus | null;
  /** Miles from the page's reference point by spring id, for the popups. */
  distances?: ReadonlyMap<number, number>;
  /** Drive seconds from there by spring id, for the popups. */
  driveTimes?: ReadonlyMap<number, number>;
  /** Street, satellite and topographic layers with a switcher, or streets only. */
  layerChoice?: boolean;
  children?: ReactNode;
}

/** The springs on a map of the US: clustered markers, base layers and a colour legend. */
export function SpringsMap({
  springs,
  onMap,
  focus,
  distances,
  driveTimes,
  layerChoice = true,
  children,
}: SpringsMapProps) {
  // Read as the map is made: Leaflet takes its animation options once.
  const reducedMotion = prefersReducedMotion();
  return (
    <MapContainer
      ref={onMap}
      center={DEFAULT_CENTER}
      zoom={DEFAULT_ZOOM}
      className={frame.map}
      worldCopyJump
      zoomAnimation={!reducedMotion}
      fadeAnimation={!reducedMotion}
      markerZoomAnimation={!reducedMotion}
    >
      {layerChoice ? <BaseLayers /> : <StreetLayer />}
      <SpringMarkers
        springs={springs}
        focus={focus}
        distances={distances}
        driveTimes={driveTimes}
      />
      <MapLegend />
      {children}
    </MapContainer>
  );
}
