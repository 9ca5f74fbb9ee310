import type { Position } from '../geo/distance';

/** A point to mark in a GPX file: a spring, or a stop of the trip. */
export interface GpxPoint {
  lat: number;
  lon: number;
  name: string;
  description?: string;
  /** e.g. 'Hot spring', 'Start'. */
  type: string;
}

// Characters XML 1.0 does not allow at all; everything else is escaped where it must be.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udfff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const text = (s: string) => s.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const coord = (x: number) => x.toFixed(6);

/** A point of the directions: where a step starts, and what to do there. */
export interface GpxRoutePoint {
  lat: number;
  lon: number;
  name: string;
  description: string;
}

const point = (tag: string, p: { lat: number; lon: number; name: string; description?: string }) =>
  `<${tag} lat="${coord(p.lat)}" lon="${coord(p.lon)}"><name>${text(p.name)}</name>` +
  (p.description ? `<desc>${text(p.description)}</desc>` : '');

/**
 * A GPX 1.1 document (the format GPS apps and map sites import): the springs and stops as
 * waypoints, the directions as a route (a point per step, its instruction as the name), the
 * drawn line as a track.
 */
export function toGpx(
  name: string,
  line: Position[],
  points: GpxPoint[],
  directions: GpxRoutePoint[],
): string {
  const waypoints = points.map((p) => `  ${point('wpt', p)}<type>${text(p.type)}</type></wpt>`);
  const route = directions.length
    ? [
        `  <rte><name>${text(name)}</name>`,
        ...directions.map((p) => `    ${point('rtept', p)}</rtept>`),
        '  </rte>',
      ]
    : [];
  const track = line.map(([lon, lat]) => `      <trkpt lat="${coord(lat)}" lon="${coord(lon)}"/>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Hot Springs" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${text(name)}</name></metadata>`,
    ...waypoints,
    ...route,
    `  <trk><name>${text(name)}</name>`,
    '    <trkseg>',
    ...track,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

/** A file name for the download: the name's letters and digits, hyphenated. */
export function gpxFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return `${slug || 'trip'}.gpx`;
}
