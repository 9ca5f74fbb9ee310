import { MAX_ROUTE_POSITIONS } from '@hotsprings/contracts';
import { z } from 'zod';

const position = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .rest(z.number());
const lineString = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(position).min(2).max(MAX_ROUTE_POSITIONS),
});
// A planner may send the bare geometry or the Feature an OSRM/GeoJSON route comes as.
const routeGeoJson = z.union([
  lineString,
  z.object({ type: z.literal('Feature'), geometry: lineString }),
]);

/** The route's LineString as GeoJSON text for PostGIS, or undefined when it is not one. */
export function parseRouteLine(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = routeGeoJson.safeParse(value);
  if (!parsed.success) return undefined;
  const line = parsed.data.type === 'Feature' ? parsed.data.geometry : parsed.data;
  return JSON.stringify({
    type: 'LineString',
    coordinates: line.coordinates.map(([lon, lat]) => [lon, lat]),
  });
}
