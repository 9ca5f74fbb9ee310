import { BadRequestException, Injectable } from '@nestjs/common';
import type { RouteStopJson } from '@hotsprings/contracts';
import type { Stop } from '../routing/router';
import { SpringsRepository } from '../springs/springs.repository';
import type { CoordinatesDto } from './dto/coordinates.dto';
import type { WaypointDto } from './dto/plan-route.dto';

/** The stops of a trip, for the router and as the route's properties list them. */
export interface TripStops {
  stops: Stop[];
  json: RouteStopJson[];
}

/** Start, waypoints and end; a waypoint given as a spring id takes the spring's place and name. */
@Injectable()
export class RouteStops {
  constructor(private readonly springs: SpringsRepository) {}

  async resolve(
    start: CoordinatesDto,
    waypoints: WaypointDto[],
    end: CoordinatesDto,
  ): Promise<TripStops> {
    const ids = waypoints.flatMap((w) => ('springId' in w ? [w.springId] : []));
    const known = await this.springs.find(ids);
    const stops: Stop[] = [{ position: [start.lon, start.lat], label: 'the start' }];
    const json: RouteStopJson[] = [place('STOP_KIND_START', start)];
    waypoints.forEach((w, i) => {
      if ('springId' in w) {
        const spring = known.get(w.springId);
        if (!spring)
          throw new BadRequestException(`Waypoint ${i + 1}: that spring does not exist.`);
        stops.push({
          position: [spring.lon, spring.lat],
          label: spring.name ?? `waypoint ${i + 1}`,
        });
        json.push({
          kind: 'STOP_KIND_WAYPOINT',
          coords: { lat: spring.lat, lon: spring.lon },
          spring_id: spring.id,
          name: spring.name,
        });
      } else {
        stops.push({ position: [w.lon, w.lat], label: w.name ?? `waypoint ${i + 1}` });
        json.push({ ...place('STOP_KIND_WAYPOINT', w), name: w.name });
      }
    });
    stops.push({ position: [end.lon, end.lat], label: 'the end' });
    json.push(place('STOP_KIND_END', end));
    return { stops, json };
  }
}

const place = (kind: RouteStopJson['kind'], { lat, lon }: CoordinatesDto): RouteStopJson => ({
  kind,
  coords: { lat, lon },
  spring_id: null,
  name: null,
});
