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

/**
 * The planner's state: the form, the waypoints, the trip last generated and
 * the message of the last failure. Adding, removing or moving a waypoint generates the route
 * again.
 */
export function useTripPlanner(prefill: PlannerPrefill) {
  const [start, setStart] = useState<End>({ text: prefill.startText, place: prefill.start });
  const [end, setEnd] = useState<End>({ text: prefill.endText, place: prefill.end });
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
    typeStart: (text: string) => setStart({ text, place: null }),
    chooseStart: (place: PlannerPlace) => setStart({ text: place.name, place }),
    typeEnd: (text: string) => setEnd({ text, place: null }),
    chooseEnd: (place: PlannerPlace) => setEnd({ text: place.name, place }),
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
      setStart({ text: search.start.name, place: search.start });
      setEnd({ text: search.end.name, place: search.end });
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
