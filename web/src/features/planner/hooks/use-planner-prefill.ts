import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TripPlanJson } from '@hotsprings/contracts';
import { errorCode } from '../../../lib/api-error';
import { loadErrorMessage } from '../../../lib/load-error';
import { displayName, springCoordinates, useGetSpringQuery } from '../../springs';
import {
  useGetPlanQuery,
  useGetPublishedTripQuery,
  useGetSavedSearchQuery,
} from '../api/planner.api';
import { prefilledSearch, savedSearchToSearch, sharedTripSearch } from '../utils/planner-params';
import type { PlannerPrefill, PlannerSearch } from '../utils/planner-params';
import { isUnknownId } from '../utils/unknown-id';
import { routeWaypoints } from '../utils/waypoints';
import type { TripWaypoint } from '../utils/waypoints';

/** The saved plan being edited: its id and name, which saving keeps unless changed. */
export interface EditedPlan {
  id: string;
  name: string;
}

export interface ResolvedPrefill {
  /** Everything the link names has loaded (or failed): the search may run. */
  ready: boolean;
  search: PlannerSearch | null;
  waypoints: TripWaypoint[];
  plan: EditedPlan | null;
  /** Why part of the link could not be used. */
  notice: string | null;
}

/** A saved plan as the planner's search: its places, named as saved, and its distance. */
function planSearch(plan: TripPlanJson): PlannerSearch {
  const place = (name: string, lat: number, lon: number) => ({
    name: name || `${lat},${lon}`,
    coords: { lat, lon },
  });
  return {
    start: place(plan.start_point_name, plan.start_coords_lat, plan.start_coords_lon),
    end: place(plan.end_point_name, plan.end_coords_lat, plan.end_coords_lon),
    maxDistance: plan.max_distance_miles,
  };
}

/**
 * Why a shared link could not be used: not found (isUnknownId), or one no longer shared or
 * expired (410), which the planner says so.
 */
function sharedLinkNotice(
  error: FetchBaseQueryError | SerializedError,
  notFound: string,
  what: string,
): string {
  const code = errorCode(error);
  if (isUnknownId(code)) return notFound;
  if (code === 'gone') return loadErrorMessage(error);
  return `Could not load the shared ${what}: ${loadErrorMessage(error)}`;
}

/**
 * What the planner's link brings once loaded: a saved plan to edit (planId), else a shared trip
 * to plan again with all its stops (tripId), else the shared search (searchId), else the search
 * in its query parameters, and the spring to pass through (springId, from a spring's page).
 */
export function usePlannerPrefill(prefill: PlannerPrefill): ResolvedPrefill {
  const { searchId, springId, planId, tripId } = prefill;
  const saved = useGetSavedSearchQuery(searchId ?? '', { skip: !searchId });
  const spring = useGetSpringQuery(String(springId ?? ''), { skip: !springId });
  const plan = useGetPlanQuery(planId ?? '', { skip: !planId });
  const trip = useGetPublishedTripQuery(tripId ?? '', { skip: !tripId });

  const coords = spring.data && springCoordinates(spring.data);
  const waypoint =
    spring.data && coords
      ? { springId: spring.data.id, name: displayName(spring.data.name), coords }
      : null;

  let notice: string | null = null;
  if (plan.error) {
    notice = `Could not load the plan to edit: ${loadErrorMessage(plan.error)}`;
  } else if (trip.error) {
    notice = sharedLinkNotice(trip.error, 'This shared trip was not found.', 'trip');
  } else if (saved.error) {
    notice = sharedLinkNotice(
      saved.error,
      'This shared search was not found; it may have expired.',
      'search',
    );
  } else if (spring.error) {
    notice = 'The spring from that link could not be found, so it is not on the route.';
  }

  if (plan.data) {
    return {
      ready: true,
      search: planSearch(plan.data),
      waypoints: routeWaypoints(plan.data.route_geojson),
      plan: { id: plan.data.id, name: plan.data.name },
      notice,
    };
  }
  if (trip.data) {
    return {
      ready: true,
      search: sharedTripSearch(trip.data),
      waypoints: routeWaypoints(trip.data.route),
      plan: null,
      notice,
    };
  }
  return {
    ready: !saved.isLoading && !spring.isLoading && !plan.isLoading && !trip.isLoading,
    search: (saved.data && savedSearchToSearch(saved.data)) ?? prefilledSearch(prefill),
    waypoints: waypoint ? [waypoint] : [],
    plan: null,
    notice,
  };
}
