import { notFoundText } from '../identity/member-routes';

/**
 * The answer about a spring that is not there: the springs service's 404 for an unknown id, and
 * the refusal of anything written about a spring the writing service does not know.
 */
export const SPRING_NOT_FOUND = notFoundText('spring');
