import { EARTH_RADIUS_METERS, haversineMeters, type Position } from './distance';

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The great circle from a to b as positions at most `stepMeters` apart, both ends included. */
export function greatCircle(a: Position, b: Position, stepMeters: number): Position[] {
  const distance = haversineMeters(a, b);
  const steps = Math.max(1, Math.ceil(distance / stepMeters));
  const angle = distance / EARTH_RADIUS_METERS;
  if (angle === 0) return [a, b];
  const [ax, ay, az] = unit(a);
  const [bx, by, bz] = unit(b);
  const line: Position[] = [a];
  for (let i = 1; i < steps; i++) {
    const f = i / steps;
    const wa = Math.sin((1 - f) * angle) / Math.sin(angle);
    const wb = Math.sin(f * angle) / Math.sin(angle);
    const [x, y, z] = [wa * ax + wb * bx, wa * ay + wb * by, wa * az + wb * bz];
    line.push([deg(Math.atan2(y, x)), deg(Math.atan2(z, Math.hypot(x, y)))]);
  }
  line.push(b);
  return line;
}

function unit([lon, lat]: Position): [number, number, number] {
  return [
    Math.cos(rad(lat)) * Math.cos(rad(lon)),
    Math.cos(rad(lat)) * Math.sin(rad(lon)),
    Math.sin(rad(lat)),
  ];
}
