import { CATEGORY_COLORS } from '../../utils/marker-icons';
import styles from './map-legend.module.css';

const ENTRIES = [
  { category: 'mild', label: 'Mild', range: 'below 90°F' },
  { category: 'warm', label: 'Warm', range: '90-104°F' },
  { category: 'hot', label: 'Hot', range: 'above 104°F' },
] as const;

/** What the pin colours mean. */
export function MapLegend() {
  return (
    <div className={`leaflet-bottom leaflet-left ${styles.wrap}`}>
      <ul className={`leaflet-control ${styles.legend}`} aria-label="Marker colours">
        {ENTRIES.map(({ category, label, range }) => (
          <li key={category}>
            <span className={styles.dot} style={{ background: CATEGORY_COLORS[category] }} />
            <strong>{label}</strong> {range}
          </li>
        ))}
      </ul>
    </div>
  );
}
