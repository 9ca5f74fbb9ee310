// Limits that both the services and the web app check: the web app to say so before sending, the
// service because it is the one that must hold. One place, so the two cannot drift apart.

/** Registration (spec §5): 'Password must be at least 6 characters long.' */
export const MIN_PASSWORD_LENGTH = 6;

/** Profile texts, in characters after trimming. */
export const MAX_LOCATION_LENGTH = 100;
export const MAX_BIO_LENGTH = 500;

/** Reviews: an overall rating of 1-5, a comment, and tags of the vocabulary. */
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_COMMENT_LENGTH = 5000;
export const MAX_REVIEW_TAGS = 15;
