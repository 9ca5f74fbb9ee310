import { lineMeters, type Position } from '../geo/distance';
import { METERS_PER_MILE } from '@hotsprings/contracts';
import { SPEED_KMH, type RoadNetwork } from '../roads/road-network';
import type { RoadSearch } from '../roads/road-search';
import { estimate } from './approximate';
import { legWithApproaches } from './leg';
import { roadSteps } from './road-steps';
import type { Leg, Router, Stop } from './router';

/**
 * How far from the nearest highway a place may lie for the road network to serve it. Natural
 * Earth holds only major and secondary highways, so many springs lie 20-60 km from one; beyond
 * this (Hawaii from the mainland, the open sea) the great-circle router answers.
 */
export const MAX_APPROACH_METERS = 150_000;

/** A road class's speed as the member reads it, in miles per hour: '65 mph'. */
const mph = (roadClass: string) =>
  `${Math.round((SPEED_KMH[roadClass]! * 1000) / METERS_PER_MILE)} mph`;

/**
 * The offline default: the Natural Earth highways shipped with the service, shortest drive time
 * by road class; the stretches between a place and its nearest highway estimated.
 */
export class RoadNetworkRouter implements Router {
  readonly name = 'ROUTER_ROAD_NETWORK' as const;
  readonly description =
    'Offline road network: the major and secondary highways of Natural Earth (1:10m). Drive ' +
    `times are estimated from the road class (${mph('Major Highway')} major, ` +
    `${mph('Secondary Highway')} secondary, ${mph('Ferry Route')} ferries); stretches to and ` +
    'from places off these highways are estimated from the straight distance.';

  constructor(
    private readonly network: RoadNetwork,
    private readonly search: RoadSearch,
  ) {}

  legs(stops: Stop[]): Promise<Leg[] | undefined> {
    const snaps = stops.map((stop) => this.network.snap(stop.position, MAX_APPROACH_METERS));
    const legs: Leg[] = [];
    for (let i = 1; i < stops.length; i++) {
      const [a, b] = [snaps[i - 1], snaps[i]];
      const path = a && b ? this.search.path(a, b) : undefined;
      if (!a || !b || !path) return Promise.resolve(undefined);
      const drive = {
        line: path.line,
        meters: lineMeters(path.line),
        seconds: path.seconds,
        steps: roadSteps(this.network, path.parts),
      };
      legs.push(legWithApproaches(stops, i - 1, drive));
    }
    return Promise.resolve(legs);
  }

  detourSeconds(from: Position, to: Position, points: Position[]): Promise<Array<number | null>> {
    const a = this.network.snap(from, MAX_APPROACH_METERS);
    const b = this.network.snap(to, MAX_APPROACH_METERS);
    if (!a || !b || !this.search.connected(a, b)) return Promise.resolve(points.map(() => null));
    const fromA = this.search.secondsFrom(a);
    const fromB = this.search.secondsFrom(b);
    const direct = this.search.secondsTo(fromA, a, b);
    return Promise.resolve(
      points.map((point) => {
        const p = this.network.snap(point, MAX_APPROACH_METERS);
        if (!p || !this.search.connected(a, p)) return null;
        // There and back between the spring and its nearest highway, estimated both ways.
        const approach = 2 * estimate(point, p.point).seconds;
        const via = this.search.secondsTo(fromA, a, p) + this.search.secondsTo(fromB, b, p);
        return Math.max(0, via + approach - direct);
      }),
    );
  }

  /** One search from the origin over the whole network, then each destination read from it. */
  driveSeconds(from: Position, destinations: Position[]): Promise<Array<number | null>> {
    const a = this.network.snap(from, MAX_APPROACH_METERS);
    if (!a) return Promise.resolve(destinations.map(() => null));
    const fromA = this.search.secondsFrom(a);
    const approach = estimate(from, a.point).seconds;
    return Promise.resolve(
      destinations.map((destination) => {
        const b = this.network.snap(destination, MAX_APPROACH_METERS);
        if (!b || !this.search.connected(a, b)) return null;
        const network = this.search.secondsTo(fromA, a, b);
        return approach + network + estimate(b.point, destination).seconds;
      }),
    );
  }
}
