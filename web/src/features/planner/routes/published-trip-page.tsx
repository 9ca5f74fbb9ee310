import type { PublishedTripJson } from '@hotsprings/contracts';
import { Link, useParams } from 'react-router-dom';
import { ProblemNotice } from '../../../components/problem-notice';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode } from '../../../lib/api-error';
import { loadErrorMessage } from '../../../lib/load-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useGetPublishedTripQuery } from '../api/planner.api';
import { KeptTrip } from '../components/kept-trip';
import { NearbySprings, tripSprings } from '../components/nearby-springs';
import { stopSpringIds } from '../utils/trip-points';
import { isUnknownId } from '../utils/unknown-id';
import styles from './plan-detail-page.module.css';

/**
 * /trips/{tripId}: a trip a member published, read-only and open to everyone, signed in or not:
 * the route as it was drawn, its stops and legs, the springs along it, GPX and Google Maps.
 */
export function PublishedTripPage() {
  const { tripId = '' } = useParams();
  const { data: trip, error, isLoading } = useGetPublishedTripQuery(tripId);
  const code = errorCode(error);
  useDocumentMeta(`${trip?.name ?? 'Shared Trip'} - ${SITE_NAME}`);

  if (isLoading) return <p className={styles.status}>Loading the trip...</p>;
  if (error || !trip) {
    const unknown = isUnknownId(code);
    return (
      <ProblemNotice
        icon="!"
        message={
          code === 'gone'
            ? 'This trip is no longer shared.'
            : unknown
              ? 'This shared trip was not found.'
              : `Could not load the trip: ${loadErrorMessage(error)}`
        }
        hint={
          code === 'gone'
            ? 'The member who shared it has taken it down, or nobody opened it for a long time.'
            : unknown
              ? 'Check the link: it may have been cut short.'
              : 'Try again in a moment.'
        }
        link={{ to: '/planner', label: 'Plan Your Own Trip' }}
      />
    );
  }
  return <PublishedTrip trip={trip} />;
}

function PublishedTrip({ trip }: { trip: PublishedTripJson }) {
  const { route } = trip;
  const stopIds = stopSpringIds(route);

  return (
    <KeptTrip
      trip={trip}
      eyebrow="Shared Road Trip"
      keptAs="Shared"
      route={route}
      springs={tripSprings(trip.springs, stopIds)}
      gpxHref={`/api/planner/trips/${encodeURIComponent(trip.id)}/gpx`}
      springCount={trip.springs_error ? '?' : trip.springs.length}
    >
      <NearbySprings
        springs={trip.springs}
        error={trip.springs_error}
        maxDistance={trip.max_distance_miles}
        waypointIds={stopIds}
      />
      {/* The planner is for members: a visitor logs in first and comes back to it. */}
      <p className={styles.edit}>
        <Link to={`/planner?tripId=${encodeURIComponent(trip.id)}`}>Plan this trip</Link>: the same
        start, stops and end in the planner, to change or save as your own.
      </p>
    </KeptTrip>
  );
}
