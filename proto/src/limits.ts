// Limits that both the services and the web app check: the web app to say so before sending, the
// service because it is the one that must hold. One place, so the two cannot drift apart.

/** Registration: 'Password must be at least 6 characters long.' */
export const MIN_PASSWORD_LENGTH = 6;
/** Registration: a longer password is refused rather than hashed. */
export const MAX_PASSWORD_LENGTH = 200;
/** Registration: usernames (they appear in profile addresses), in characters. */
export const MIN_USERNAME_LENGTH = 3;
export const MAX_USERNAME_LENGTH = 30;
/** An email address, at registration and on the contact form (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Referral codes, as typed at registration or in Settings, in characters after trimming. */
export const MAX_REFERRAL_CODE_LENGTH = 64;

/** Premium: $9.99 per month, in US cents. */
export const PREMIUM_PRICE_CENTS = 999;
export const PREMIUM_PRICE_TEXT = '$9.99 per month';

/** The contact form: no product limits, these keep a message to what a person writes. */
export const MAX_CONTACT_NAME_LENGTH = 100;
export const MAX_CONTACT_EMAIL_LENGTH = MAX_EMAIL_LENGTH;
export const MAX_CONTACT_SUBJECT_LENGTH = 200;
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;

/** AI summaries: what a member who is not premium sees of one, before its '...'. */
export const FREE_AI_SUMMARY_LENGTH = 160;

/**
 * "Report an issue" on a spring's page: which fact of the spring is wrong, and the member's note
 * (required, in characters after trimming).
 */
export const SPRING_FLAG_FACTS = ['name', 'location', 'temperature', 'other'] as const;
export type SpringFlagFact = (typeof SPRING_FLAG_FACTS)[number];
export const MAX_FLAG_NOTE_LENGTH = 1000;

/** Profile texts, in characters after trimming. */
export const MAX_LOCATION_LENGTH = 100;
export const MAX_BIO_LENGTH = 500;

/** Reviews: an overall rating of 1-5, a comment, and tags of the vocabulary. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_COMMENT_LENGTH = 5000;
export const MAX_REVIEW_TAGS = 15;

/** Photos of reviews and images of posts: the default cap, in bytes (a service may be set lower). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The image types accepted, recognised by their content; an `accept` attribute for a file input. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** Community posts (title at most 300) and comments, in characters after trimming. */
export const MAX_POST_TITLE_LENGTH = 300;
export const MAX_POST_CONTENT_LENGTH = 40000;
export const MAX_COMMENT_LENGTH = 10000;
/** Replies nest at most this deep (a top-level comment has depth 0). */
export const MAX_COMMENT_DEPTH = 50;

/** Orders of the community feed (`sort`, default 'new') and of a post's comments (default 'oldest'). */
export const POST_SORTS = ['new', 'hot', 'top'] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const COMMENT_SORTS = ['oldest', 'best'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
/** Posts per feed page: `limit` defaults to the first and may be at most the second. */
export const DEFAULT_FEED_PAGE_SIZE = 20;
export const MAX_FEED_PAGE_SIZE = 50;

/**
 * Trip planner (max distance required, at least 1, 20 by default). Coordinates are
 * {"lat", "lon"} in decimal degrees; route lines are GeoJSON [longitude, latitude] positions.
 */
export const MIN_DISTANCE_MILES = 1;
export const MAX_DISTANCE_MILES = 100;
export const DEFAULT_DISTANCE_MILES = 20;
/** The planner's answers speak miles; routers, PostGIS and the services' messages metres. */
export const METERS_PER_MILE = 1609.344;
/** Waypoints of one route request, between start and end. */
export const MAX_ROUTE_WAYPOINTS = 25;
/** Positions of a route line, as the routers draw it and as a saved plan may hold it. */
export const MAX_ROUTE_POSITIONS = 20000;
/** Destinations of one drive-times request (the search page's results shown at once). */
export const MAX_DRIVE_TIME_DESTINATIONS = 100;
/** Springs listed along one route, and so kept with one plan. */
export const MAX_NEARBY_SPRINGS = 500;
/** Saved plans: the name (required), each place name, and how many plans a member keeps. */
export const MAX_PLAN_NAME_LENGTH = 100;
export const MAX_PLACE_NAME_LENGTH = 200;
export const MAX_PLANS_PER_MEMBER = 200;
/** Place suggestions: fetched from 3 characters, 5 at most. */
export const MIN_PLACE_QUERY_LENGTH = 3;
export const PLACE_SUGGESTIONS_LIMIT = 5;
/** The search texts of spring lists, spring search and place suggestions, in characters. */
export const MAX_SEARCH_TEXT_LENGTH = 100;
/** Place search (GET /api/springs/search): the radius around a city or point, in miles. */
export const MIN_SEARCH_RADIUS_MILES = 1;
export const MAX_SEARCH_RADIUS_MILES = 500;
export const DEFAULT_SEARCH_RADIUS_MILES = 50;
/** The radii the search pages offer. */
export const SEARCH_RADIUS_CHOICES_MILES = [10, 25, 50, 100, 200] as const;
