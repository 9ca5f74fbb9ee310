import { errorCode } from '../../../lib/api-error';
import { loadErrorMessage } from '../../../lib/load-error';
import { displayName } from '../../../lib/spring-format';
import { useGetSpringQuery } from '../../../lib/springs-api';
import { useGetSavedSearchQuery } from '../api/planner.api';
import { prefilledSearch, savedSearchToSearch } from '../utils/planner-params';
import type { PlannerPrefill, PlannerSearch } from '../utils/planner-params';
import { springCoordinates } from '../../../lib/spring-position';
import type { SpringWaypoint } from '../utils/waypoints';

export interface ResolvedPrefill {
  /** Everything the link names has loaded (or failed): the search may run. */
  ready: boolean;
  search: PlannerSearch | null;
  waypoint: SpringWaypoint | null;
  /** Why part of the link could not be used. */
  notice: string | null;
}

/**
 * What the planner's link brings once loaded: the shared search (searchId), else the search in
 * its query parameters, and the spring to pass through (springId, from a spring's page).
 */
export function usePlannerPrefill(prefill: PlannerPrefill): ResolvedPrefill {
  const { searchId, springId } = prefill;
  const saved = useGetSavedSearchQuery(searchId ?? '', { skip: !searchId });
  const spring = useGetSpringQuery(String(springId ?? ''), { skip: !springId });

  const coords = spring.data && springCoordinates(spring.data);
  const waypoint =
    spring.data && coords
      ? { springId: spring.data.id, name: displayName(spring.data.name), coords }
      : null;

  let notice: string | null = null;
  if (saved.error) {
    // A malformed id is a link that was cut or altered: to the member, not found too. An expired
    // one (410) is said so by the planner, with how long links last.
    const code = errorCode(saved.error);
    notice =
      code === 'not_found' || code === 'validation_failed'
        ? 'This shared search was not found; it may have expired.'
        : code === 'gone'
          ? loadErrorMessage(saved.error)
          : `Could not load the shared search: ${loadErrorMessage(saved.error)}`;
  } else if (spring.error) {
    notice = 'The spring from that link could not be found, so it is not on the route.';
  }

  return {
    ready: !saved.isLoading && !spring.isLoading,
    search: (saved.data && savedSearchToSearch(saved.data)) ?? prefilledSearch(prefill),
    waypoint,
    notice,
  };
}
