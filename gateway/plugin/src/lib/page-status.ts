import { gatewayEnv } from '../config/gateway-env';
import { logger } from './logger';

/** Pages of one thing, by the service that knows whether it exists and where it asks. */
const PAGES_OF_ONE_THING: Array<{ page: RegExp; source: (id: string) => string }> = [
  {
    page: /^\/springs\/([^/]+)\/?$/,
    source: (id) => `${gatewayEnv().SPRINGS_URL}/api/springs/${id}`,
  },
  {
    page: /^\/community\/posts\/([^/]+)\/?$/,
    source: (id) => `${gatewayEnv().COMMUNITY_URL}/api/community/posts/${id}`,
  },
];
/** Springs and posts have whole-number ids; anything else names nothing. */
const ID = /^\d{1,19}$/;
/** The page is served either way: a slow service must not hold it long. */
const CHECK_TIMEOUT_MS = 1000;

/**
 * The HTTP status of the app's page at `path`: 404 for the page of a spring or a post that does
 * not exist (the app then shows its not-found page), so that crawlers drop it; 200 otherwise,
 * and whenever the owning service cannot tell (down or slow), since the app shows its own error.
 */
export async function pageStatus(path: string): Promise<200 | 404> {
  for (const { page, source } of PAGES_OF_ONE_THING) {
    const id = page.exec(path)?.[1];
    if (id === undefined) continue;
    if (!ID.test(id)) return 404;
    try {
      const res = await fetch(source(id), {
        method: 'HEAD',
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      // 400: an id out of range, which names nothing either.
      return res.status === 404 || res.status === 400 ? 404 : 200;
    } catch (err) {
      logger.warn({ err: String(err), path }, 'page existence not known in time: served as 200');
      return 200;
    }
  }
  return 200;
}
