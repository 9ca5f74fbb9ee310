// The web app's pages as crawlers and link previews see them: which paths are pages, and the
// title and description of each public one. The web app sets them in the browser and the gateway
// writes them into the HTML it sends (for crawlers that run no script); one place, so the two
// cannot disagree.

import type { SpringJson } from '../gen/hotsprings/springs/v1/spring_json';

export const SITE_NAME = 'Hot Springs';

/** Every path pattern of the web app's router (Express-style); any other path is a 404. */
export const APP_ROUTES = [
  '/',
  '/login',
  '/register',
  '/springs/:id',
  '/popular',
  '/explore-map',
  '/search',
  '/community',
  '/community/posts/:postId',
  '/profile/settings',
  '/favorites',
  '/planner',
  '/my-plans',
  '/my-plans/:planId',
  '/trips/:tripId',
  '/profile/:username',
  '/about-us',
  '/faq',
  '/contact',
  '/why-hot-springs',
  '/payment/success',
  '/payment/cancel',
] as const;

export interface PageHead {
  title: string;
  description: string;
}

/** The public pages whose head does not depend on data. */
export const PUBLIC_PAGE_HEADS = {
  '/': {
    title: `${SITE_NAME} - Discover Natural Hot Springs`,
    description:
      'Explore an interactive map of natural hot springs across the USA: filter by state, water temperature and rating, and find your next soak.',
  },
  '/popular': {
    title: `Most Popular Hot Springs - ${SITE_NAME}`,
    description:
      'The hot springs soakers rate highest, with their ratings, reviews and what visitors say about them.',
  },
  '/explore-map': {
    title: `Explore Map - ${SITE_NAME}`,
    description:
      'Browse every natural hot spring in the USA on one map, filtered by state, temperature and rating.',
  },
  '/community': {
    title: `Community Feed - ${SITE_NAME}`,
    description:
      'Trip reports, questions and tips from hot spring soakers: read the community forum and join the conversation.',
  },
  '/faq': {
    title: `Frequently Asked Questions - ${SITE_NAME}`,
    description:
      'How to search for hot springs, what each spring page tells you, reviews, favorites, premium features and safety tips.',
  },
  '/about-us': {
    title: `About Us - ${SITE_NAME}`,
    description:
      'Why we built a guide to the natural hot springs of North America, and where its facts come from.',
  },
  '/why-hot-springs': {
    title: `Why Visit Hot Springs? - ${SITE_NAME}`,
    description:
      'What a soak in a natural hot spring does for body and mind, and how to enjoy one safely.',
  },
  '/contact': {
    title: `Contact Us - ${SITE_NAME}`,
    description:
      'Questions, corrections or ideas about a hot spring or the site: send us a message.',
  },
} as const satisfies Record<string, PageHead>;

/** Unnamed springs are stored without a name; pages name them this way. */
export function springDisplayName(name: string | null): string {
  return name?.trim() ? name.trim() : 'Unnamed Spring';
}

/** A number from the API (doubles, and coordinates sent as strings), or null when unusable. */
export function finiteOrNull(value: number | string | null | undefined): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export const META_DESCRIPTION_LENGTH = 150;

/** The spring's AI summary, or '' when it has none (a blank one counts as none). */
export function aiSummaryText(spring: Pick<SpringJson, 'ai_summary'>): string {
  return spring.ai_summary?.trim() ?? '';
}

/** The text a spring's page leads with: the summary when there is one, else the description. */
export function springSummary(spring: Pick<SpringJson, 'ai_summary' | 'description'>): string {
  return aiSummaryText(spring) || spring.description?.trim() || '';
}

export function springTitle(spring: Pick<SpringJson, 'name'>): string {
  return `${springDisplayName(spring.name)} Details - ${SITE_NAME}`;
}

/** `text` on one line, cut at 150 characters for a meta description. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > META_DESCRIPTION_LENGTH
    ? `${line.slice(0, META_DESCRIPTION_LENGTH).trimEnd()}...`
    : line;
}

/** The spring's summary as its meta description; '' when it has none. */
export function springMetaDescription(
  spring: Pick<SpringJson, 'ai_summary' | 'description'>,
): string {
  return metaDescription(springSummary(spring));
}

/** schema.org TouristAttraction with its position and rating, for search engines. */
export function springStructuredData(spring: SpringJson, url: string): object {
  const latitude = finiteOrNull(spring.latitude);
  const longitude = finiteOrNull(spring.longitude);
  const rating = finiteOrNull(spring.average_rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: springDisplayName(spring.name),
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

/** What a page that names nothing is called: a spring or post that does not exist, or no page. */
const NOT_FOUND: Partial<Record<(typeof APP_ROUTES)[number], string>> = {
  '/springs/:id': 'Spring not found',
  '/community/posts/:postId': 'Post not found',
};

/**
 * The title of the page at `route` when what it names does not exist, and (no route) of a path
 * that is no page of the app.
 */
export function notFoundTitle(route?: (typeof APP_ROUTES)[number]): string {
  return `${(route && NOT_FOUND[route]) ?? '404 Not Found'} - ${SITE_NAME}`;
}

export function postTitle(title: string): string {
  return `${title} - Community - ${SITE_NAME}`;
}
