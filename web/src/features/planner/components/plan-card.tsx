import type { TripPlanSummaryJson } from '@hotsprings/contracts';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useToast } from '../../../components/toast';
import { formatShortDate } from '../../../lib/format-date';
import { loadErrorMessage } from '../../../lib/load-error';
import { useDeletePlanMutation } from '../api/planner.api';
import { formatDuration } from '../../../lib/format-duration';
import { formatRouteMiles } from '../utils/trip-format';
import { Separated } from './separated';
import { TripEnds } from './trip-ends';
import styles from './plan-card.module.css';
import { formatMiles } from '../../springs';

/** A saved plan in My Plans: its name (a link to it), its ends, its figures and 'Delete'. */
export function PlanCard({ plan }: { plan: TripPlanSummaryJson }) {
  const toast = useToast();
  const [deletePlan, { isLoading }] = useDeletePlanMutation();
  const saved = formatShortDate(plan.created_at);

  async function remove() {
    if (!window.confirm(`Delete the trip plan '${plan.name}'?`)) return;
    const result = await deletePlan(plan.id);
    if (result.error) toast(`Delete failed: ${loadErrorMessage(result.error)}`, 'error');
  }

  return (
    <Card className={styles.card}>
      <h2 className={styles.name}>
        <Link to={`/my-plans/${plan.id}`} className={styles.nameLink}>
          {plan.name}
        </Link>
      </h2>
      <TripEnds start={plan.start_point_name} end={plan.end_point_name} />
      <p className={styles.figures}>
        <Separated
          parts={[
            formatDuration(plan.duration_seconds),
            formatRouteMiles(plan.distance_meters),
            `${plan.spring_count} ${plan.spring_count === 1 ? 'spring' : 'springs'} within ${formatMiles(plan.max_distance_miles)}`,
          ]}
        />
      </p>
      <div className={styles.footer}>
        {saved && <span className={styles.date}>Saved {saved}</span>}
        <Button danger onClick={remove} disabled={isLoading} aria-label={`Delete ${plan.name}`}>
          {isLoading ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Card>
  );
}
