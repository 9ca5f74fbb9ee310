import type { PublishedTripJson, SavedSearchJson } from '@hotsprings/contracts';
import {
  DEFAULT_DISTANCE_MILES,
  MAX_DISTANCE_MILES,
  MIN_DISTANCE_MILES,
} from '@hotsprings/contracts/limits';
import { formatCoords, parseCoords } from './coordinates';
import type { PlannerPlace } from './coordinates';

/** A planner search as the share URL writes it (start, startCoords, end, endCoords, maxDistance). */
export interface PlannerSearch {
  start: PlannerPlace;
  end: PlannerPlace;
  maxDistance: number;
}

/** What /planner's query parameters put in the form before the member touches it. */
export interface PlannerPrefill {
  /** The text of each place input; the place itself only when its coordinates came too. */
  startText: string;
  start: PlannerPlace | null;
  endText: string;
  end: PlannerPlace | null;
  maxDistance: number;
  /** A saved search to load (a share link). */
  searchId: string | null;
  /** A spring to pass through (from a spring's page). */
  springId: number | null;
  /** A saved plan to edit (from its page): its places and stops fill the planner. */
  planId: string | null;
  /** A shared trip to plan again (from its page): its places and stops fill the planner. */
  tripId: string | null;
}

function place(name: string | null, coords: string | null): PlannerPlace | null {
  const parsed = parseCoords(coords);
  if (!parsed) return null;
  return { name: name?.trim() || formatCoords(parsed), coords: parsed };
}

/** A distance in miles within the planner's bounds, or the default for anything else. */
export function validMaxDistance(value: string | null): number {
  const miles = Number(value);
  return value?.trim() && Number.isFinite(miles) && miles >= MIN_DISTANCE_MILES
    ? Math.min(miles, MAX_DISTANCE_MILES)
    : DEFAULT_DISTANCE_MILES;
}

/** Reads the planner's query parameters; whatever is missing or malformed is left empty. */
export function readPlannerParams(params: URLSearchParams): PlannerPrefill {
  const start = place(params.get('start'), params.get('startCoords'));
  const end = place(params.get('end'), params.get('endCoords'));
  const springId = Number(params.get('springId'));
  return {
    startText: start?.name ?? params.get('start')?.trim() ?? '',
    start,
    endText: end?.name ?? params.get('end')?.trim() ?? '',
    end,
    maxDistance: validMaxDistance(params.get('maxDistance')),
    searchId: params.get('searchId')?.trim() || null,
    springId: Number.isInteger(springId) && springId > 0 ? springId : null,
    planId: /^[1-9]\d{0,18}$/.test(params.get('planId') ?? '') ? params.get('planId') : null,
    tripId: /^[\w-]{22}$/.test(params.get('tripId') ?? '') ? params.get('tripId') : null,
  };
}

/** The search as a complete prefill, when both places are known: it runs at once. */
export function prefilledSearch(prefill: PlannerPrefill): PlannerSearch | null {
  const { start, end, maxDistance } = prefill;
  return start && end ? { start, end, maxDistance } : null;
}

/** A saved search (a share link) as a search; null when it lacks a place's coordinates. */
export function savedSearchToSearch(saved: SavedSearchJson): PlannerSearch | null {
  if (!saved.startCoords || !saved.endCoords) return null;
  return {
    start: { name: saved.start || formatCoords(saved.startCoords), coords: saved.startCoords },
    end: { name: saved.end || formatCoords(saved.endCoords), coords: saved.endCoords },
    maxDistance: validMaxDistance(String(saved.maxDistance)),
  };
}

/**
 * A shared trip as a search: its start and end where its route starts and ends, named as the
 * trip names them, and its distance; null when its route lacks an end.
 */
export function sharedTripSearch(trip: PublishedTripJson): PlannerSearch | null {
  const stops = trip.route?.properties?.stops ?? [];
  const start = stops.find((stop) => stop.kind === 'STOP_KIND_START')?.coords;
  const end = stops.find((stop) => stop.kind === 'STOP_KIND_END')?.coords;
  if (!start || !end) return null;
  return {
    start: { name: trip.start_point_name || formatCoords(start), coords: start },
    end: { name: trip.end_point_name || formatCoords(end), coords: end },
    maxDistance: validMaxDistance(String(trip.max_distance_miles)),
  };
}
