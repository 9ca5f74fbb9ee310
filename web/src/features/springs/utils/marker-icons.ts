import { Icon } from 'leaflet';
import type { MarkerCategory } from './marker-category';

/** Pin colours per marker category; the map legend uses the same ones. */
export const CATEGORY_COLORS: Record<MarkerCategory, string> = {
  mild: '#0ea5e9',
  warm: '#f59e0b',
  hot: '#dc2626',
};

// Drawn inline so the pins need no image files (and no request per marker).
function pinSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="25" height="37" viewBox="0 0 25 37">
<path d="M12.5 1C6.15 1 1 6.1 1 12.4c0 8.3 11.5 23.6 11.5 23.6S24 20.7 24 12.4C24 6.1 18.85 1 12.5 1z" fill="${color}" stroke="#fff" stroke-width="2"/>
<circle cx="12.5" cy="12.5" r="4.5" fill="#fff"/></svg>`;
}

function pinIcon(category: MarkerCategory): Icon {
  return new Icon({
    iconUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pinSvg(CATEGORY_COLORS[category]))}`,
    iconSize: [25, 37],
    iconAnchor: [12, 37],
    popupAnchor: [1, -30],
    className: `spring-pin spring-pin-${category}`,
  });
}

/** One shared icon per category: 1,600 markers reuse three objects. */
export const MARKER_ICONS: Record<MarkerCategory, Icon> = {
  mild: pinIcon('mild'),
  warm: pinIcon('warm'),
  hot: pinIcon('hot'),
};
