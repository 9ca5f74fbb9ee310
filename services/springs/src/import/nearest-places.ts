import type { Database } from '@hotsprings/service-kit';
import type { NearestPlace } from './spring-description';

/**
 * The nearest gazetteer place of each point, found by the database's KNN index on geography
 * (so the Aleutian points beyond the antimeridian get their true neighbours).
 */
export async function nearestPlaces(
  db: Database,
  points: { longitude: number; latitude: number }[],
): Promise<(NearestPlace | null)[]> {
  const rows = await db.query<{
    ord: number;
    name: string;
    region: string | null;
    meters: number;
    bearing: number | null;
  }>(
    `WITH pts AS (
       SELECT ord, ST_SetSRID(ST_MakePoint(lon, lat), 4326)::geography AS g
         FROM jsonb_to_recordset($1::jsonb) AS r(ord int, lon float8, lat float8))
     SELECT pts.ord, p.name, p.region, ST_Distance(p.location, pts.g) AS meters,
            degrees(ST_Azimuth(p.location, pts.g)) AS bearing
       FROM pts CROSS JOIN LATERAL (
         SELECT name, region, location FROM places ORDER BY location <-> pts.g LIMIT 1) p`,
    [JSON.stringify(points.map((p, ord) => ({ ord, lon: p.longitude, lat: p.latitude })))],
  );
  const result: (NearestPlace | null)[] = points.map(() => null);
  for (const r of rows)
    result[r.ord] = { name: r.name, region: r.region, meters: r.meters, bearing: r.bearing ?? 0 };
  return result;
}
