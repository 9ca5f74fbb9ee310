import { Logger } from '@nestjs/common';
import type { z } from 'zod';
import type { Position } from '../geo/distance';
import { legWithApproaches } from './leg';
import { osrmRouteAnswer, osrmTableAnswer } from './osrm-answers';
import type { Leg, Router, Stop } from './router';
import type { UnwordedStep } from './steps';

/** OSRM's default cap on the places of one table request is 100; stay below it. */
const TABLE_POINTS = 90;

/**
 * An OSRM server: real roads, drive times and turn-by-turn text (osrm-text-instructions). When it
 * does not answer, or finds no route, the next router serves the trip.
 */
export class OsrmRouter implements Router {
  readonly name = 'ROUTER_OSRM' as const;
  readonly description = 'Road routing by OSRM, with turn-by-turn directions.';
  private readonly logger = new Logger(OsrmRouter.name);

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async legs(stops: Stop[]): Promise<Leg[] | undefined> {
    const answer = await this.ask(
      `route/v1/driving/${coordinates(stops.map((s) => s.position))}?overview=false&steps=true&geometries=geojson`,
      osrmRouteAnswer,
    );
    const legs = answer?.code === 'Ok' ? answer.routes?.[0]?.legs : undefined;
    if (!legs || legs.length !== stops.length - 1) return undefined;
    return legs.map((leg, i) => {
      const line: Position[] = [];
      for (const step of leg.steps) {
        const points = step.geometry.coordinates;
        line.push(...(line.length ? points.slice(1) : points));
      }
      const steps = leg.steps.map(
        ({ distance, duration, name, ref, mode, maneuver }): UnwordedStep => ({
          distance_meters: distance,
          duration_seconds: duration,
          name,
          ref,
          mode,
          maneuver: {
            location: maneuver.location,
            bearing_before: maneuver.bearing_before,
            bearing_after: maneuver.bearing_after,
            type: maneuver.type,
            modifier: maneuver.modifier ?? null,
          },
          approximate: false,
        }),
      );
      const drive = { line, meters: leg.distance, seconds: leg.duration, steps };
      return legWithApproaches(stops, i, drive);
    });
  }

  async detourSeconds(
    from: Position,
    to: Position,
    points: Position[],
  ): Promise<Array<number | null>> {
    const result: Array<number | null> = [];
    for (let i = 0; i < points.length; i += TABLE_POINTS) {
      result.push(...(await this.detourChunk(from, to, points.slice(i, i + TABLE_POINTS))));
    }
    return result;
  }

  async driveSeconds(from: Position, destinations: Position[]): Promise<Array<number | null>> {
    const result: Array<number | null> = [];
    for (let i = 0; i < destinations.length; i += TABLE_POINTS) {
      result.push(...(await this.driveChunk(from, destinations.slice(i, i + TABLE_POINTS))));
    }
    return result;
  }

  /** One table request: one row, from `from`, with a column per destination. */
  private async driveChunk(
    from: Position,
    destinations: Position[],
  ): Promise<Array<number | null>> {
    const answer = await this.ask(
      `table/v1/driving/${coordinates([from, ...destinations])}?sources=0&annotations=duration`,
      osrmTableAnswer,
    );
    const row = answer?.code === 'Ok' ? answer.durations?.[0] : undefined;
    return destinations.map((_, i) => row?.[i + 1] ?? null);
  }

  /** One table request: rows from `from` and each point, columns to `to` and each point. */
  private async detourChunk(
    from: Position,
    to: Position,
    points: Position[],
  ): Promise<Array<number | null>> {
    const all = [from, to, ...points];
    const others = points.map((_, i) => i + 2);
    const answer = await this.ask(
      `table/v1/driving/${coordinates(all)}?sources=${[0, ...others].join(';')}` +
        `&destinations=${[1, ...others].join(';')}&annotations=duration`,
      osrmTableAnswer,
    );
    const d = answer?.code === 'Ok' ? answer.durations : undefined;
    const direct = d?.[0]?.[0];
    return points.map((_, i) => {
      const there = d?.[0]?.[i + 1];
      const back = d?.[i + 1]?.[0];
      if (direct == null || there == null || back == null) return null;
      return Math.max(0, there + back - direct);
    });
  }

  private async ask<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | undefined> {
    try {
      const res = await fetch(
        new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`),
        {
          signal: AbortSignal.timeout(this.timeoutMs),
        },
      );
      // OSRM answers 400 with a code such as NoRoute or NoSegment: no route, not a failure.
      const parsed = schema.safeParse(await res.json());
      if (parsed.success) return parsed.data;
      this.logger.warn(`OSRM answered ${res.status} with an unexpected body`);
    } catch (err) {
      this.logger.warn(`OSRM did not answer: ${err instanceof Error ? err.message : String(err)}`);
    }
    return undefined;
  }
}

const coordinates = (points: Position[]) => points.map(([lon, lat]) => `${lon},${lat}`).join(';');
