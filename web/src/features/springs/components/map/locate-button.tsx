import { circle, latLng } from 'leaflet';
import type { Circle, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { LOCATE_MAX_ZOOM } from '../../utils/map-settings';
import styles from './map-tools.module.css';

interface LocateButtonProps {
  map: LeafletMap | null;
  /** The visitor's point: distances in the popups are measured from it. */
  onLocated: (point: { lat: number; lon: number }) => void;
}

/** 'Find my location': centres on the visitor with a blue circle of half the reported accuracy. */
export function LocateButton({ map, onLocated }: LocateButtonProps) {
  const [locating, setLocating] = useState(false);
  const marker = useRef<Circle | null>(null);

  useEffect(() => () => void marker.current?.remove(), [map]);

  function locate() {
    if (!map) return;
    if (!('geolocation' in navigator)) {
      window.alert(
        'Geolocation Error: Geolocation is not supported by this browser. Please ensure location services are enabled.',
      );
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = latLng(coords.latitude, coords.longitude);
        const zoom = Math.min(
          map.getBoundsZoom(here.toBounds(coords.accuracy * 2)),
          LOCATE_MAX_ZOOM,
        );
        map.setView(here, zoom);
        onLocated({ lat: coords.latitude, lon: coords.longitude });
        marker.current?.remove();
        marker.current = circle(here, {
          radius: coords.accuracy / 2,
          color: '#2563eb',
          fillColor: '#3b82f6',
          fillOpacity: 0.25,
        }).addTo(map);
      },
      (error) => {
        setLocating(false);
        window.alert(
          `Geolocation Error: ${error.message}. Please ensure location services are enabled.`,
        );
      },
      { enableHighAccuracy: true, timeout: 10000 },
    );
  }

  return (
    <button type="button" className={styles.locate} onClick={locate} disabled={locating}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="4" fill="currentColor" />
        <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 0v3M10 17v3M0 10h3M17 10h3" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      Find my location
    </button>
  );
}
