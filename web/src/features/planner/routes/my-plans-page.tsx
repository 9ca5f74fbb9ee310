import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { errorCode } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useGetPlansQuery } from '../api/planner.api';
import { PlanCard } from '../components/plan-card';
import { PremiumPrompt } from '../components/premium-prompt';
import { PLANNER_MESSAGES } from '../utils/messages';
import { pageBody } from '../../../components/page-body';
import styles from './planner-routes.module.css';

/** /my-plans: the member's saved trip plans, newest first (premium members). */
export function MyPlansPage() {
  useDocumentMeta(`My Plans - ${SITE_NAME}`);
  const { data: plans, error, isLoading } = useGetPlansQuery();
  const code = errorCode(error);

  return (
    <>
      <PageHeader eyebrow="Trip Planner" title="My Plans">
        <p>
          Your saved road trips, ready to reopen, download or open in Google Maps.{' '}
          <Link to="/planner" className={styles.headerLink}>
            Plan a new trip
          </Link>
        </p>
      </PageHeader>
      <div className={pageBody.content}>
        {isLoading && <p className={pageBody.status}>Loading your saved plans...</p>}
        {code === 'premium_required' ? (
          <PremiumPrompt signedIn />
        ) : (
          error && (
            <p className={pageBody.error} role="alert">
              {code === 'unauthenticated'
                ? PLANNER_MESSAGES.plansAuthFailed
                : PLANNER_MESSAGES.plansFailed}
            </p>
          )
        )}
        {plans?.length === 0 && (
          <p className={pageBody.empty}>
            You have no saved trip plans yet. <Link to="/planner">Plan a trip</Link> and save it
            here.
          </p>
        )}
        {plans && plans.length > 0 && (
          <div className={styles.grid}>
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
