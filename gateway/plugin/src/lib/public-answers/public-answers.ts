import type { Request, RequestHandler, Response } from 'express';
import { NOTICES } from '@hotsprings/contracts';
import { logAccess } from '../../policies/access-log.policy';
import { webCors } from '../../policies/cors.policy';
import { assignRequestId } from '../../policies/request-id.policy';
import { gatewayEnv } from '../../config/gateway-env';
import { preferredCoding } from '../content-coding';
import { logger } from '../logger';
import { followNotices } from '../nats';
import { requestState } from '../request-state';
import { sessionCookie } from '../session-token';
import { PublicAnswerCache, type CachedAnswer } from './public-answer-cache';

/**
 * The springs service's reads that are the same for every signed-out caller: the map's list and
 * its viewport queries, search, featured, popular and a spring's page. `route` is the pattern
 * the gateway's metrics label them with, the same as when they are proxied.
 */
const PUBLIC_READS: { path: RegExp; route: string }[] = [
  { path: /^\/api\/springs$/, route: '/api/springs' },
  { path: /^\/api\/springs\/(search|featured|popular|[1-9][0-9]{0,9})$/, route: '/api/springs/*' },
];

function publicRead(req: Request): string | undefined {
  if (req.method !== 'GET') return undefined;
  return PUBLIC_READS.find(({ path }) => path.test(req.path))?.route;
}

/** If-None-Match's weak comparison, over the list of tags it may hold. */
function holdsTag(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return (
    ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
  );
}

/** The Vary of both the gateway (Origin, for CORS) and the service, each name once. */
function mergedVary(ours: unknown, theirs: string | undefined): string | undefined {
  const names = new Map<string, string>();
  for (const name of `${ours === undefined ? '' : String(ours)},${theirs ?? ''}`.split(',')) {
    const trimmed = name.trim();
    if (trimmed) names.set(trimmed.toLowerCase(), trimmed);
  }
  return names.size ? [...names.values()].join(', ') : undefined;
}

/**
 * Public reads answered from the gateway's memory, before express-gateway's pipeline: they need
 * none of its work (no session, limits or body), and the pipeline cost more than the answer.
 * The answer is what the proxy would send, byte for byte and header for header: the service's
 * precompressed body and strong ETag (304 for the ETag the caller holds), the security headers
 * set before every pipeline, and the pipeline's own request id, access log and CORS, by the same
 * code. A member's request of a page that depends on who asks (a spring's `userFavorite`) goes
 * through the pipeline as before.
 *
 * Entries are dropped when a springs replica says its data changed (NOTICES.springsChanged, sent
 * after that replica dropped its own cache), so a new review's figures reach the map as soon as
 * springs has applied its event. Without NATS, entries are revalidated after
 * PUBLIC_CACHE_FALLBACK_TTL_MS.
 */
export function publicAnswers(): RequestHandler {
  const env = gatewayEnv();
  const cache = new PublicAnswerCache(
    env.SPRINGS_URL,
    env.PUBLIC_CACHE_FALLBACK_TTL_MS,
    env.PUBLIC_CACHE_ENTRIES,
  );
  followNotices(
    NOTICES.springsChanged,
    () => cache.invalidate(),
    (live) => {
      cache.setLive(live);
      logger.info(
        { live },
        live ? 'public answers follow springs changes' : 'public answers fall back to revalidation',
      );
    },
  );
  const steps: RequestHandler[] = [assignRequestId, logAccess, webCors()];

  const answer = (req: Request, res: Response, cached: CachedAnswer, route: string) => {
    req.route = { path: route };
    let step = 0;
    const next = () => {
      const handler = steps[step++];
      if (handler) return void handler(req, res, next);
      const vary = mergedVary(res.getHeader('vary'), cached.headers.vary);
      res.set(cached.headers);
      if (vary) res.setHeader('Vary', vary);
      if (holdsTag(req.headers['if-none-match'], cached.etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Length', cached.body.length);
      res.status(200).end(cached.body);
    };
    next();
  };

  return (req, res, next) => {
    const route = publicRead(req);
    if (!route) return next();
    const coding = preferredCoding(req.headers['accept-encoding']);
    const signedIn = sessionCookie(req.headers.cookie) !== undefined;
    const usable = (cached: CachedAnswer | undefined) =>
      cached && !(signedIn && cached.variesByCookie) ? cached : undefined;
    const now = usable(cache.current(req.originalUrl, coding));
    if (now) return answer(req, res, now, route);
    cache.get(req.originalUrl, coding, requestState(req).requestId).then((fetched) => {
      const kept = usable(fetched);
      if (kept) answer(req, res, kept, route);
      else next();
    }, next);
  };
}
