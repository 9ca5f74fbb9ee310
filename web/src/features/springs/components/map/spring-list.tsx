import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { ListedSpring } from '../../utils/listed-springs';
import { SpringListItem } from './spring-list-item';
import styles from './spring-list.module.css';

interface SpringListProps {
  entries: ListedSpring[];
  onSelect: (spring: SpringSummaryJson) => void;
}

/** Springs one under another, each with its button that shows it on the map. */
export function SpringList({ entries, onSelect }: SpringListProps) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <SpringListItem key={entry.spring.id} entry={entry} onSelect={onSelect} />
      ))}
    </ul>
  );
}
