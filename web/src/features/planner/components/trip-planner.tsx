import type { NearbySpringJson } from '@hotsprings/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Panel } from '../../../components/panel';
import { displayName, formatMiles, springCoordinates } from '../../springs';
import { usePlannerPrefill } from '../hooks/use-planner-prefill';
import { useTripPlanner } from '../hooks/use-trip-planner';
import { PLANNER_MESSAGES } from '../utils/messages';
import type { PlannerPrefill } from '../utils/planner-params';
import { routeStops } from '../utils/trip-points';
import type { TripStop } from '../utils/trip-points';
import { publishRequest } from '../utils/publish-request';
import type { TripWaypoint } from '../utils/waypoints';
import { GpxButton } from './gpx-button';
import { NearbySprings, tripSprings } from './nearby-springs';
import { PlannerForm } from './planner-form';
import { PlannerIntro } from './planner-intro';
import { RouteFacts } from './route-facts';
import { RouteMap } from './route-map';
import { SavePlanForm } from './save-plan-form';
import { ShareTrip } from './share-trip';
import { TripDirections } from './trip-directions';
import { TripLegs } from './trip-legs';
import layout from './trip-layout.module.css';
import styles from './trip-planner.module.css';

function nearbyWaypoint(nearby: NearbySpringJson): (TripWaypoint & { springId: number }) | null {
  const coords = nearby.spring && springCoordinates(nearby.spring);
  if (!nearby.spring || !coords) return null;
  return { springId: nearby.spring.id, name: displayName(nearby.spring.name), coords };
}

/** The places chosen so far, for the map before there is a route. */
function chosenStops(planner: ReturnType<typeof useTripPlanner>): TripStop[] {
  const stops: TripStop[] = [];
  const { start, end, waypoints } = planner;
  if (start.place) {
    const { lat, lon } = start.place.coords;
    stops.push({ kind: 'start', label: 'Start', name: start.place.name, position: [lat, lon] });
  }
  waypoints.forEach((w, index) =>
    stops.push({
      kind: 'waypoint',
      label: `Waypoint ${index + 1}`,
      name: w.name,
      position: [w.coords.lat, w.coords.lon],
    }),
  );
  if (end.place) {
    const { lat, lon } = end.place.coords;
    stops.push({ kind: 'end', label: 'End', name: end.place.name, position: [lat, lon] });
  }
  return stops;
}

/** The trip planner: the form, the map, the route's figures, the springs along it, save and share. */
export function TripPlanner({ prefill }: { prefill: PlannerPrefill }) {
  const planner = useTripPlanner(prefill);
  const linked = usePlannerPrefill(prefill);
  const applied = useRef(false);
  const [name, setName] = useState('');

  // The link's search runs once, when everything it names has loaded.
  useEffect(() => {
    if (!linked.ready || applied.current) return;
    applied.current = true;
    planner.prefill(linked.search, linked.waypoints);
    if (linked.plan) setName(linked.plan.name);
  }, [linked, planner]);

  const { trip, waypoints } = planner;
  const waypointIds = new Set(waypoints.flatMap((w) => (w.springId === null ? [] : [w.springId])));
  const route = trip?.answer.route ?? null;
  const properties = route?.properties ?? null;
  const legs = properties?.legs ?? [];
  // The names the trip's start and end were chosen by.
  const names = trip && { start: trip.search.start.name, end: trip.search.end.name };
  const stops = names ? routeStops(route, names) : chosenStops(planner);
  const springs = tripSprings(trip?.answer.nearbySprings ?? [], waypointIds);
  const addNearby = (nearby: NearbySpringJson) => {
    const waypoint = nearbyWaypoint(nearby);
    if (waypoint) planner.addWaypoint(waypoint);
  };
  return (
    <div className={styles.page}>
      <PlannerForm planner={planner} />
      {linked.notice && (
        <p className={styles.notice} role="status">
          {linked.notice}
        </p>
      )}
      <div className={layout.layout}>
        <div className={layout.mapBox} aria-busy={planner.generating}>
          <RouteMap
            route={route}
            stops={stops}
            springs={springs}
            springAction={(spring) =>
              spring.waypoint ? null : (
                <Button
                  secondary
                  onClick={() => {
                    const nearby = trip?.answer.nearbySprings.find(
                      (n) => n.spring?.id === spring.id,
                    );
                    if (nearby) addNearby(nearby);
                  }}
                >
                  Add as Waypoint
                </Button>
              )
            }
          />
        </div>
        <div className={layout.side}>
          {trip && properties ? (
            <>
              <RouteFacts properties={properties} actions={<GpxButton trip={trip} />}>
                <div>
                  <dt>Springs within {formatMiles(trip.search.maxDistance)}</dt>
                  <dd>{trip.answer.nearbySpringsError ? '?' : trip.answer.nearbySprings.length}</dd>
                </div>
              </RouteFacts>
              {route && names && (
                <>
                  <TripLegs stops={stops} legs={legs} />
                  <TripDirections stops={stops} legs={legs} />
                </>
              )}
              <NearbySprings
                springs={trip.answer.nearbySprings}
                error={trip.answer.nearbySpringsError}
                maxDistance={trip.search.maxDistance}
                waypointIds={waypointIds}
                onAdd={addNearby}
                adding={planner.generating}
              />
            </>
          ) : (
            <PlannerIntro />
          )}
        </div>
      </div>
      <Panel title="Save & Share" compact>
        <div className={styles.keepGrid}>
          <SavePlanForm trip={trip} editing={linked.plan} name={name} onNameChange={setName} />
          {/* A new trip drawn means a new link to share. */}
          <ShareTrip
            key={JSON.stringify(trip?.answer.route?.properties?.stops ?? null)}
            trip={trip && publishRequest(name, trip.search, trip.waypoints, linked.plan?.id)}
            notReady={PLANNER_MESSAGES.shareRequiresRoute}
          />
        </div>
      </Panel>
    </div>
  );
}
