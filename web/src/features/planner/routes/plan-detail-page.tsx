import type { TripPlanJson } from '@hotsprings/contracts';
import { Link, useParams } from 'react-router-dom';
import { Panel } from '../../../components/panel';
import { ProblemNotice } from '../../../components/problem-notice';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode } from '../../../lib/api-error';
import { displayName, springCoordinates } from '../../springs';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useGetPlanQuery } from '../api/planner.api';
import { KeptTrip } from '../components/kept-trip';
import { PlanSprings, planSpringNote } from '../components/plan-springs';
import { PremiumPrompt } from '../components/premium-prompt';
import { ShareTrip } from '../components/share-trip';
import { PLANNER_MESSAGES } from '../utils/messages';
import { publishRequest } from '../utils/publish-request';
import { stopSpringIds } from '../utils/trip-points';
import { isUnknownId } from '../utils/unknown-id';
import { routeWaypoints } from '../utils/waypoints';
import type { TripSpring } from '../utils/trip-points';
import styles from './plan-detail-page.module.css';

/** /my-plans/{planId}: a saved plan with its map, route, springs, Google Maps link and GPX. */
export function PlanDetailPage() {
  const { planId = '' } = useParams();
  const { data: plan, error, isLoading } = useGetPlanQuery(planId);
  const code = errorCode(error);
  useDocumentMeta(`${plan?.name ?? 'Trip Plan'} - ${SITE_NAME}`);

  if (isLoading) return <p className={styles.status}>Loading your plan...</p>;
  if (code === 'premium_required') {
    return (
      <div className={styles.problem}>
        <PremiumPrompt signedIn />
      </div>
    );
  }
  if (error || !plan) {
    const notFound = isUnknownId(code);
    return (
      <ProblemNotice
        icon="!"
        message={
          code === 'unauthenticated'
            ? PLANNER_MESSAGES.planLogin
            : notFound
              ? PLANNER_MESSAGES.planNotFound
              : PLANNER_MESSAGES.plansFailed
        }
        hint={
          notFound
            ? 'It may have been deleted, or it belongs to another member.'
            : 'Try again in a moment.'
        }
        link={
          code === 'unauthenticated'
            ? { to: '/login', label: 'Log In' }
            : { to: '/my-plans', label: 'Back to My Plans' }
        }
      />
    );
  }
  return <PlanDetail plan={plan} />;
}

function PlanDetail({ plan }: { plan: TripPlanJson }) {
  const route = plan.route_geojson;
  const springs: TripSpring[] = plan.springs.flatMap((spring) => {
    const coords = springCoordinates(spring);
    return coords
      ? [
          {
            id: spring.id,
            name: displayName(spring.name),
            position: [coords.lat, coords.lon],
            note: planSpringNote(spring),
            waypoint: false,
          },
        ]
      : [];
  });
  const waypointIds = stopSpringIds(route);
  for (const spring of springs) spring.waypoint = waypointIds.has(spring.id);
  const search = {
    start: {
      name: plan.start_point_name,
      coords: { lat: plan.start_coords_lat, lon: plan.start_coords_lon },
    },
    end: {
      name: plan.end_point_name,
      coords: { lat: plan.end_coords_lat, lon: plan.end_coords_lon },
    },
    maxDistance: plan.max_distance_miles,
  };

  return (
    <KeptTrip
      trip={plan}
      eyebrow="Trip Plan"
      keptAs="Saved"
      route={route}
      springs={springs}
      gpxHref={`/api/planner/plans/${encodeURIComponent(plan.id)}/gpx`}
      springCount={plan.springs.length}
    >
      <PlanSprings springs={plan.springs} stopIds={waypointIds} />
      <Panel title="Edit & Share" compact>
        <p className={styles.edit}>
          <Link to={`/planner?planId=${encodeURIComponent(plan.id)}`}>Edit this plan</Link>: rename
          it, add, move or remove stops, and draw the route again.
        </p>
        <ShareTrip
          key={plan.published_trip_id ?? 'not shared'}
          trip={publishRequest(plan.name, search, routeWaypoints(route), plan.id)}
          notReady={PLANNER_MESSAGES.shareRequiresRoute}
          publishedId={plan.published_trip_id}
        />
      </Panel>
      <Link to="/my-plans" className={styles.back}>
        Back to My Plans
      </Link>
    </KeptTrip>
  );
}
