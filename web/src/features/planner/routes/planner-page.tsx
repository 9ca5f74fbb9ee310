import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { TripPlanner } from '../components/trip-planner';
import { readPlannerParams } from '../utils/planner-params';
import styles from './planner-routes.module.css';

/** /planner: a road trip between two places and the hot springs along the way. */
export function PlannerPage() {
  useDocumentMeta(
    `Trip Planner - ${SITE_NAME}`,
    'Plan a road trip on real roads and find the hot springs along the way, with the minutes each one adds to the drive.',
  );
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader eyebrow="Trip Planner" title="Plan a Hot Springs Road Trip">
        <p>
          Route between two places and see the hot springs along the way, with how far each lies
          from the road and the minutes it adds.{' '}
          <Link to="/my-plans" className={styles.headerLink}>
            My Plans
          </Link>
        </p>
      </PageHeader>
      {/* A new link (a share URL, the nav link) starts a new planner rather than keeping the last one. */}
      <TripPlanner key={params.toString()} prefill={readPlannerParams(params)} />
    </>
  );
}
