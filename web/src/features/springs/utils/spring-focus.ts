import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { LatLngTuple } from 'leaflet';
import { springPosition } from './spring-position';

/** A request to show one spring's popup; `at` makes a repeated click on the same spring count. */
export interface SpringFocus {
  id: number;
  position: LatLngTuple;
  at: number;
}

/** A request to show this spring on the map, or null when it cannot be placed. */
export function focusOn(spring: SpringSummaryJson): SpringFocus | null {
  const position = springPosition(spring);
  return position ? { id: spring.id, position, at: Date.now() } : null;
}
