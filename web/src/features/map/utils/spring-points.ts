import type { SpringSummaryJson } from '@hotsprings/contracts';
import type { LatLngTuple } from 'leaflet';
import { boxContains } from './us-states';
import type { GeoBox } from './us-states';

/** A spring's position, or null when its coordinates are missing or out of range (not plotted). */
export function springPosition(spring: SpringSummaryJson): LatLngTuple | null {
  const lat = Number(spring.latitude);
  const lng = Number(spring.longitude);
  if (spring.latitude == null || spring.latitude === '' || !Number.isFinite(lat)) return null;
  if (spring.longitude == null || spring.longitude === '' || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  // The western Aleutians lie past the antimeridian (positive longitudes). Drawn at lng - 360 they
  // stay beside the rest of Alaska, and a view fitted around Alaska's springs does not span the world.
  return [lat, lng > 0 ? lng - 360 : lng];
}

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
