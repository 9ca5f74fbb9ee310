import { join } from 'node:path';
import * as shapefile from 'shapefile';
import type { RoadLine } from './build-road-graph';

/** The lines of Natural Earth's ne_10m_roads shapefile in `dir`, with their `Type` as class. */
export async function readNaturalEarthRoads(dir: string): Promise<RoadLine[]> {
  const source = await shapefile.open(join(dir, 'ne_10m_roads.shp'), join(dir, 'ne_10m_roads.dbf'));
  const lines: RoadLine[] = [];
  for (;;) {
    const { done, value } = await source.read();
    if (done) return lines;
    const type = String(value.properties?.['Type'] ?? '');
    const geometry = value.geometry;
    // The file holds LineStrings; a MultiLineString is taken as its parts.
    if (geometry.type === 'LineString')
      lines.push({ roadClass: type, coordinates: geometry.coordinates as RoadLine['coordinates'] });
    else if (geometry.type === 'MultiLineString') {
      for (const part of geometry.coordinates)
        lines.push({ roadClass: type, coordinates: part as RoadLine['coordinates'] });
    }
  }
}
