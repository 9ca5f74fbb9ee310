import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '../../../config/site';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import styles from './planner-preview-page.module.css';

/**
 * What a signed-in member finds at /planner and /my-plans while the road-trip planner is being
 * built: what it will do, and the spring they came from, if any, so the trip is not lost.
 */
export function PlannerPreviewPage() {
  useDocumentMeta(`Trip Planner - ${SITE_NAME}`);
  const [params] = useSearchParams();
  const destination = params.get('end');
  const springId = params.get('springId');
  return (
    <>
      <PageHeader eyebrow="Trip Planner" title="Road trips that pass by hot springs">
        <p>
          Choose a start and an end, and the planner will route you between them and list the
          springs within a few miles of the road.
        </p>
      </PageHeader>
      <section className={styles.body}>
        <p className={styles.notice} role="status">
          The trip planner is not open yet. Saved plans will appear here once it is.
        </p>
        {destination && springId && (
          <p>
            Your trip to <Link to={`/springs/${springId}`}>{destination}</Link> will be waiting for
            you: come back to this link when the planner opens.
          </p>
        )}
        <p>
          Meanwhile, find springs along your way on the <Link to="/explore-map">map</Link>, and keep
          the ones you want to visit in your <Link to="/favorites">Bucket List</Link>.
        </p>
      </section>
    </>
  );
}
