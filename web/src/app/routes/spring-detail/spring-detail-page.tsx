import type { SpringJson } from '@hotsprings/contracts';
import { notFoundTitle, SITE_NAME } from '@hotsprings/contracts/page-heads';
import { useParams } from 'react-router-dom';
import { SpringPosts } from '../../../features/community/components';
import { ConditionReports, CurrentConditions } from '../../../features/conditions/components';
import { FavoriteButtons } from '../../../features/favorites/components';
import { ReportIssue } from '../../../features/flags/components';
import {
  CategoryRatings,
  PopularTags,
  SpringPhotoGallery,
  SpringReviews,
} from '../../../features/reviews/components';
import { Panel } from '../../../components/panel';
import { ProblemNotice } from '../../../components/problem-notice';
import { errorCode, errorStatus } from '../../../lib/api-error';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useStructuredData } from '../../../lib/use-structured-data';
import { displayName, finiteOrNull, useGetSpringQuery } from '../../../features/springs';
import {
  PlanTripLink,
  SafetyCard,
  SpringAbout,
  SpringDetailsPanel,
  SpringHero,
  SpringLocationMap,
  springMetaDescription,
  springStructuredData,
  springTitle,
} from '../../../features/springs/components';
import styles from './spring-detail-page.module.css';

export function SpringDetailPage() {
  const { id = '' } = useParams();
  const { data: spring, error, isLoading } = useGetSpringQuery(id);
  const missing = errorCode(error) === 'not_found';
  useDocumentMeta(
    error ? (missing ? notFoundTitle('/springs/:id') : `Error - ${SITE_NAME}`) : undefined,
  );

  if (isLoading) {
    return <p className={styles.status}>Loading spring details...</p>;
  }
  if (error || !spring) {
    return (
      <ProblemNotice
        icon="!"
        message={
          missing
            ? 'Spring not found.'
            : `HTTP error fetching details! status: ${errorStatus(error) ?? 'no response'}`
        }
        hint="Try another spring from the map, or search for it by name."
        link={{ to: '/explore-map', label: 'Back to the Map' }}
      />
    );
  }
  return <SpringDetail spring={spring} />;
}

function SpringDetail({ spring }: { spring: SpringJson }) {
  useDocumentMeta(springTitle(spring), springMetaDescription(spring) || undefined);
  // The browser's address; the server has none and writes the page's JSON-LD into its head.
  useStructuredData(springStructuredData(spring, globalThis.location?.href ?? ''));

  const latitude = finiteOrNull(spring.latitude);
  const longitude = finiteOrNull(spring.longitude);
  // proto3 JSON leaves out only a zero id, which no stored spring has.
  const springId = spring.id!;

  return (
    <article className={styles.page}>
      <SpringHero spring={spring} />

      <div className={styles.layout}>
        <div className={styles.main}>
          {spring.safety && <SafetyCard safety={spring.safety} />}
          <CurrentConditions latest={spring.latest_report} />

          <SpringAbout spring={spring} />

          <SpringPhotoGallery springId={springId} />

          <div className={styles.figures}>
            <CategoryRatings ratings={spring.category_ratings} />
            <PopularTags tags={spring.popular_tags} />
          </div>

          {latitude !== null && longitude !== null && (
            <Panel title="Location">
              <SpringLocationMap
                name={displayName(spring.name)}
                latitude={latitude}
                longitude={longitude}
              />
            </Panel>
          )}

          <ConditionReports springId={springId} />

          <SpringReviews springId={springId} />

          <SpringPosts springId={springId} />
        </div>

        <aside className={styles.aside}>
          <SpringDetailsPanel spring={spring} />
          <FavoriteButtons springId={springId} favorite={spring.userFavorite} />
          <PlanTripLink springId={springId} safetyLevel={spring.safety?.level ?? 'unknown'} />
          <ReportIssue springId={springId} />
        </aside>
      </div>
    </article>
  );
}
