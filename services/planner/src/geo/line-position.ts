import { haversineMeters, type Position } from './distance';

/**
 * Turns a place along a line given as PostGIS's ST_LineLocatePoint gives it (a fraction of the
 * line's length in degrees, as if longitude and latitude were plane coordinates) into metres
 * along the line from its start.
 */
export class LinePosition {
  private readonly degrees: number[] = [0];
  private readonly meters: number[] = [0];

  constructor(private readonly line: Position[]) {
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [line[i - 1]!, line[i]!];
      this.degrees.push(this.degrees[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
      this.meters.push(this.meters[i - 1]! + haversineMeters(a, b));
    }
  }

  metersAt(fraction: number): number {
    const target = Math.max(0, Math.min(1, fraction)) * this.degrees.at(-1)!;
    // The first segment whose end lies at or beyond the target (binary search).
    let [lo, hi] = [1, this.line.length - 1];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.degrees[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    const span = this.degrees[lo]! - this.degrees[lo - 1]!;
    const t = span > 0 ? (target - this.degrees[lo - 1]!) / span : 0;
    return this.meters[lo - 1]! + t * (this.meters[lo]! - this.meters[lo - 1]!);
  }
}
