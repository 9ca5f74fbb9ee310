import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { LatLngTuple } from 'leaflet';
import { springPosition } from './spring-position';
import { boxContains } from './us-states';
import type { GeoBox } from './us-states';

/** A spring that can be plotted, with its position read once. */
export interface PlottedSpring {
  spring: SpringSummaryJson;
  position: LatLngTuple;
}

export function plottable(springs: readonly SpringSummaryJson[]): PlottedSpring[] {
  const plotted: PlottedSpring[] = [];
  for (const spring of springs) {
    const position = springPosition(spring);
    if (position) plotted.push({ spring, position });
  }
  return plotted;
}

/** The springs inside the current map view (the side panel's list). */
export function springsInBox(springs: readonly PlottedSpring[], box: GeoBox): SpringSummaryJson[] {
  return springs
    .filter(({ position: [lat, lng] }) => boxContains(box, lat, lng))
    .map(({ spring }) => spring);
}
