import type {
  PlanSpringJson,
  RouteFeatureJson,
  TripPlanJson,
  TripPlanSummaryJson,
} from '@hotsprings/contracts';

/** A trip_plans row as the list and the detail read it. */
export interface PlanRow {
  id: string;
  name: string;
  start_point_name: string;
  end_point_name: string;
  start_coords_lat: number;
  start_coords_lon: number;
  end_coords_lat: number;
  end_coords_lon: number;
  max_distance_miles: number;
  created_at: Date;
}

/** A plan as its detail reads it: with its published trip, while there is one. */
export interface PlanDetailRow extends PlanRow {
  published_trip_id: string | null;
}

export interface PlanSummaryRow extends PlanRow {
  distance_meters: number;
  duration_seconds: number;
  spring_count: number;
}

export interface PlanSpringRow {
  id: number;
  name: string | null;
  state_code: string;
  latitude: string;
  longitude: string;
  distance_from_route_miles: number;
  along_route_miles: number;
}

const base = (row: PlanRow) => ({
  id: row.id,
  name: row.name,
  start_point_name: row.start_point_name,
  end_point_name: row.end_point_name,
  start_coords_lat: row.start_coords_lat,
  start_coords_lon: row.start_coords_lon,
  end_coords_lat: row.end_coords_lat,
  end_coords_lon: row.end_coords_lon,
  max_distance_miles: row.max_distance_miles,
  created_at: row.created_at.toISOString(),
});

export function toSummaryJson(row: PlanSummaryRow): TripPlanSummaryJson {
  return {
    ...base(row),
    distance_meters: row.distance_meters,
    duration_seconds: row.duration_seconds,
    spring_count: row.spring_count,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function toPlanJson(
  row: PlanDetailRow,
  route: RouteFeatureJson,
  springs: PlanSpringRow[],
): TripPlanJson {
  return {
    ...base(row),
    route_geojson: route,
    published_trip_id: row.published_trip_id,
    springs: springs.map((s): PlanSpringJson => ({
      id: s.id,
      name: s.name,
      state_code: s.state_code,
      latitude: s.latitude,
      longitude: s.longitude,
      distance_from_route_miles: round2(s.distance_from_route_miles),
      along_route_miles: round2(s.along_route_miles),
    })),
  };
}
