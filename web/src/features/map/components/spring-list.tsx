import type { SpringSummaryJson } from '@hotsprings/contracts';
import { SpringListItem } from './spring-list-item';
import styles from './spring-list.module.css';

interface SpringListProps {
  springs: SpringSummaryJson[];
  onSelect: (spring: SpringSummaryJson) => void;
}

/** Springs one under another, each with its button that shows it on the map. */
export function SpringList({ springs, onSelect }: SpringListProps) {
  return (
    <ul className={styles.list}>
      {springs.map((spring) => (
        <SpringListItem key={spring.id} spring={spring} onSelect={onSelect} />
      ))}
    </ul>
  );
}
