import { useEffect, useState } from 'react';
import { BrowserOnly } from '../../../lib/browser-only';
import { lazyNamed } from '../../../lib/lazy-named';
import type { SpringMapProps } from './spring-map';
import styles from './spring-location-map.module.css';

const SMALL_ZOOM = 13;
const EXPANDED_ZOOM = 14;

// Leaflet runs in the browser only: the server and the first render show the map's frame.
const SpringMap = lazyNamed(() => import('./spring-map'), 'SpringMap');

function MapOrFrame(props: Omit<SpringMapProps, 'scrollWheelZoom'>) {
  return (
    <BrowserOnly frame={<div className={styles.map} />}>
      <SpringMap {...props} scrollWheelZoom={props.zoom === EXPANDED_ZOOM} />
    </BrowserOnly>
  );
}

interface SpringLocationMapProps {
  name: string;
  latitude: number;
  longitude: number;
}

/** A small map of the spring (zoom 13) that expands into a larger modal map (zoom 14). */
export function SpringLocationMap(props: SpringLocationMapProps) {
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (!expanded) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setExpanded(false);
    document.addEventListener('keydown', closeOnEscape);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = '';
    };
  }, [expanded]);

  return (
    <>
      <div className={styles.small}>
        <MapOrFrame {...props} zoom={SMALL_ZOOM} />
        <button
          type="button"
          className={styles.expand}
          onClick={() => setExpanded(true)}
          aria-label="Expand map"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M12 3h5v5M8 17H3v-5M17 3l-6 6M3 17l6-6"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          Expand
        </button>
      </div>
      {expanded && (
        <div className={styles.backdrop} onClick={() => setExpanded(false)}>
          <div
            className={styles.modal}
            role="dialog"
            aria-modal="true"
            aria-label={`Map of ${props.name}`}
            onClick={(event) => event.stopPropagation()}
          >
            <div className={styles.modalHeader}>
              <h2>{props.name}</h2>
              <button
                type="button"
                className={styles.close}
                onClick={() => setExpanded(false)}
                aria-label="Close map"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className={styles.large}>
              <MapOrFrame {...props} zoom={EXPANDED_ZOOM} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
