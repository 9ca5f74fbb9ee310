import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { SpringFocus } from '../components/map/spring-markers';
import { springPosition } from './spring-position';

/** A request to show this spring on the map, or null when it cannot be placed. */
export function focusOn(spring: SpringSummaryJson): SpringFocus | null {
  const position = springPosition(spring);
  return position ? { id: spring.id, position, at: Date.now() } : null;
}
