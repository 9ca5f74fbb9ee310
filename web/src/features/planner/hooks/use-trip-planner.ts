import type { PlanRouteResponseJson } from '@hotsprings/contracts';
import { MIN_DISTANCE_MILES } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import { loadErrorMessage } from '../../../lib/load-error';
import { usePlanRouteMutation } from '../api/planner.api';
import type { PlannerPlace } from '../utils/coordinates';
import { generateFailed, PLANNER_MESSAGES } from '../utils/messages';
import type { PlannerPrefill, PlannerSearch } from '../utils/planner-params';
import { routeRequest } from '../utils/route-request';
import { insertWaypoint, moveWaypoint } from '../utils/waypoints';
import type { TripWaypoint } from '../utils/waypoints';

/** A generated trip: the search and waypoints it was made from, and the planner's answer. */
export interface Trip {
  search: PlannerSearch;
  waypoints: TripWaypoint[];
  answer: PlanRouteResponseJson;
}

/** One end of the trip as the form holds it: what is typed, and the place chosen for it. */
interface End {
  text: string;
  place: PlannerPlace | null;
}

/** An end of the trip: typing undoes the place chosen; choosing a place writes its name. */
function useTripEnd(text: string, place: PlannerPlace | null) {
  const [end, setEnd] = useState<End>({ text, place });
  return {
    ...end,
    type: (typed: string) => setEnd({ text: typed, place: null }),
    choose: (chosen: PlannerPlace) => setEnd({ text: chosen.name, place: chosen }),
  };
}

/**
 * The planner's state: the form, the waypoints, the trip last generated and
 * the message of the last failure. Adding, removing or moving a waypoint generates the route
 * again.
 */
export function useTripPlanner(prefill: PlannerPrefill) {
  const start = useTripEnd(prefill.startText, prefill.start);
  const end = useTripEnd(prefill.endText, prefill.end);
  const [maxDistance, setMaxDistance] = useState(String(prefill.maxDistance));
  const [waypoints, setWaypoints] = useState<TripWaypoint[]>([]);
  const [trip, setTrip] = useState<Trip | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [planRoute, { isLoading: generating }] = usePlanRouteMutation();

  async function run(search: PlannerSearch, via: TripWaypoint[]) {
    setError(null);
    const result = await planRoute(routeRequest(search, via));
    if (result.error) setError(generateFailed(loadErrorMessage(result.error)));
    else setTrip({ search, waypoints: via, answer: result.data });
  }

  /** The search the form describes, or the message that says what is missing. */
  function formSearch(missingEnds: string): PlannerSearch | string {
    if (!start.place || !end.place) return missingEnds;
    const miles = Number(maxDistance);
    // The field's own min and required attributes stop a bad value before a submit does.
    if (!maxDistance.trim() || !(miles >= MIN_DISTANCE_MILES)) {
      return `Max distance must be a number of at least ${MIN_DISTANCE_MILES}.`;
    }
    return { start: start.place, end: end.place, maxDistance: miles };
  }

  function reroute(search: PlannerSearch, next: TripWaypoint[]) {
    setWaypoints(next);
    void run(search, next);
  }

  /** New waypoints; the route on show went through the old ones, so it is drawn again. */
  function changeWaypoints(next: TripWaypoint[]) {
    setWaypoints(next);
    if (trip) withSearch(PLANNER_MESSAGES.endsRequired, (search) => void run(search, next));
  }

  function withSearch(missingEnds: string, next: (search: PlannerSearch) => void) {
    const search = formSearch(missingEnds);
    if (typeof search === 'string') setError(search);
    else next(search);
  }

  const search = formSearch('');
  return {
    start,
    end,
    /** The search the form describes, when it is complete. */
    search: typeof search === 'string' ? null : search,
    maxDistance,
    waypoints,
    trip,
    error,
    generating,
    setMaxDistance,
    generate: () =>
      withSearch(PLANNER_MESSAGES.selectFromSuggestions, (search) => void run(search, waypoints)),
    /**
     * What the page's link brings: a spring to pass through, and a search that fills
     * the form and runs at once.
     */
    prefill: (search: PlannerSearch | null, via: TripWaypoint[]) => {
      setWaypoints(via);
      if (!search) return;
      start.choose(search.start);
      end.choose(search.end);
      setMaxDistance(String(search.maxDistance));
      void run(search, via);
    },
    addWaypoint: (waypoint: TripWaypoint & { springId: number }) =>
      withSearch(PLANNER_MESSAGES.endsRequired, (search) => {
        const along = new Map(
          trip?.answer.nearbySprings.flatMap((n) =>
            n.spring ? [[n.spring.id, n.along_route_miles] as const] : [],
          ),
        );
        reroute(search, insertWaypoint(waypoints, waypoint, along));
      }),
    /** A place (a city, a point) as the last stop before the end. */
    addPlace: (place: PlannerPlace) =>
      withSearch(PLANNER_MESSAGES.endsRequired, (search) =>
        reroute(search, [...waypoints, { springId: null, ...place }]),
      ),
    removeWaypoint: (index: number) => changeWaypoints(waypoints.filter((_, i) => i !== index)),
    moveWaypoint: (index: number, step: -1 | 1) =>
      changeWaypoints(moveWaypoint(waypoints, index, step)),
    setError,
  };
}
