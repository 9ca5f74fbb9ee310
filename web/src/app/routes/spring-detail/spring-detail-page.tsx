import type { SpringJson } from '@hotsprings/contracts';
import { Link, useParams } from 'react-router-dom';
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
import { Panel, PanelNote } from '../../../components/panel';
import { ProblemNotice } from '../../../components/problem-notice';
import { SpringImage } from '../../../components/spring-image';
import { SITE_NAME } from '../../../config/site';
import { errorCode, errorStatus } from '../../../lib/api-error';
import {
  displayName,
  finiteOrNull,
  formatFahrenheit,
  formatRating,
} from '../../../lib/spring-format';
import { useGetSpringQuery } from '../../../lib/springs-api';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useStructuredData } from '../../../lib/use-structured-data';
import { AiSummary } from '../../../features/springs/components/ai-summary';
import { PlanTripLink } from '../../../features/springs/components/plan-trip-link';
import { SafetyCard } from '../../../features/springs/components/safety-card';
import { SpringDetailsPanel } from '../../../features/springs/components/spring-details-panel';
import { SpringLocationMap } from '../../../features/springs/components/spring-location-map';
import {
  aiSummaryText,
  springMetaDescription,
  springStructuredData,
  springTitle,
} from '../../../features/springs/components/spring-seo';
import styles from './spring-detail-page.module.css';

export function SpringDetailPage() {
  const { id = '' } = useParams();
  const { data: spring, error, isLoading } = useGetSpringQuery(id);
  const missing = errorCode(error) === 'not_found';
  useDocumentMeta(error ? `${missing ? 'Spring not found' : 'Error'} - ${SITE_NAME}` : undefined);

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
  const name = displayName(spring.name);
  useDocumentMeta(springTitle(spring), springMetaDescription(spring) || undefined);
  // The browser's address; the server has none and writes the page's JSON-LD into its head.
  useStructuredData(springStructuredData(spring, globalThis.location?.href ?? ''));

  const latitude = finiteOrNull(spring.latitude);
  const longitude = finiteOrNull(spring.longitude);
  const description = spring.description?.trim();
  const temperature = formatFahrenheit(spring.temperature_f);
  // proto3 JSON leaves out only a zero id, which no stored spring has.
  const springId = spring.id!;

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <SpringImage
          src={spring.latest_image_url}
          alt={name}
          seed={spring.id}
          className={styles.heroImage}
        />
        <div className={styles.heroShade} />
        <div className={styles.heroContent}>
          <nav className={styles.crumbs} aria-label="Breadcrumb">
            <Link to="/">Home</Link>
            <span aria-hidden="true">/</span>
            <Link to="/explore-map">Map</Link>
          </nav>
          <h1 className={styles.name}>{name}</h1>
          <div className={styles.badges}>
            <span className={styles.badge}>{spring.state_code || 'Location unknown'}</span>
            {spring.city && <span className={styles.badge}>Near {spring.city}</span>}
            {temperature && <span className={styles.badge}>{temperature}</span>}
            {spring.safety?.level === 'not_for_soaking' && (
              <span className={`${styles.badge} ${styles.danger}`}>Not for soaking</span>
            )}
            <span className={styles.badge}>
              <span aria-hidden="true">★</span> {formatRating(spring.average_rating)}
            </span>
          </div>
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {spring.safety && <SafetyCard safety={spring.safety} />}
          <CurrentConditions latest={spring.latest_report} />

          <Panel title="About this spring" headingId="spring-about">
            <AiSummary spring={spring} />
            {/* The AI summary, or the description: this one while none is shown. */}
            {!aiSummaryText(spring) &&
              (description ? (
                <p className={styles.summary}>{description}</p>
              ) : (
                <PanelNote>No description is available for this spring yet.</PanelNote>
              ))}
          </Panel>

          <SpringPhotoGallery springId={springId} />

          <div className={styles.figures}>
            <CategoryRatings ratings={spring.category_ratings} />
            <PopularTags tags={spring.popular_tags} />
          </div>

          {latitude !== null && longitude !== null && (
            <Panel title="Location">
              <SpringLocationMap name={name} latitude={latitude} longitude={longitude} />
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
