import type { SpringJson } from '@hotsprings/contracts';
import { SITE_NAME } from '../../../config/site';
import { displayName, finiteOrNull } from '../../../lib/spring-format';

export const META_DESCRIPTION_LENGTH = 150;

/** The spring's AI summary, or '' when it has none (a blank one counts as none). */
export function aiSummaryText(spring: SpringJson): string {
  return spring.ai_summary?.trim() ?? '';
}

/** The text the page leads with: the summary when there is one, else the description. */
export function springSummary(spring: SpringJson): string {
  return aiSummaryText(spring) || spring.description?.trim() || '';
}

export function springTitle(spring: SpringJson): string {
  return `${displayName(spring.name)} Details - ${SITE_NAME}`;
}

/** The summary cut at 150 characters for the meta description. */
export function springMetaDescription(spring: SpringJson): string {
  const text = springSummary(spring).replace(/\s+/g, ' ');
  return text.length > META_DESCRIPTION_LENGTH
    ? `${text.slice(0, META_DESCRIPTION_LENGTH).trimEnd()}...`
    : text;
}

/** schema.org TouristAttraction with its position, for search engines. */
export function springStructuredData(spring: SpringJson, url: string): object {
  const latitude = finiteOrNull(spring.latitude);
  const longitude = finiteOrNull(spring.longitude);
  const rating = finiteOrNull(spring.average_rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: displayName(spring.name),
    description: springSummary(spring) || undefined,
    url,
    image: spring.latest_image_url || undefined,
    touristType: 'Hot spring visitors',
    geo:
      latitude !== null && longitude !== null
        ? { '@type': 'GeoCoordinates', latitude, longitude }
        : undefined,
    address: {
      '@type': 'PostalAddress',
      addressLocality: spring.city || undefined,
      addressRegion: spring.state_code || undefined,
      addressCountry: 'US',
    },
    aggregateRating:
      rating && spring.review_count
        ? {
            '@type': 'AggregateRating',
            ratingValue: rating,
            reviewCount: spring.review_count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}
