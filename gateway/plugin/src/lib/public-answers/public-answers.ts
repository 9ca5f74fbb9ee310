import type { Request, RequestHandler, Response } from 'express';
import { SERVICES, serviceUrlSetting } from '@hotsprings/contracts';
import { logAccess } from '../../policies/access-log.policy';
import { webCors } from '../../policies/cors.policy';
import { assignRequestId } from '../../policies/request-id.policy';
import { gatewayEnv } from '../../config/gateway-env';
import type { GatewayEnv } from '../../config/gateway-env.schema';
import { compileRoutePattern } from '../route-pattern';
import { preferredCoding } from '../content-coding';
import { logger } from '../logger';
import { followNotices } from '../nats';
import { requestState } from '../request-state';
import { sessionCookie } from '../session-token';
import { PublicAnswerCache, type CachedAnswer } from './public-answer-cache';

/** A service's public reads, and the copies of their answers. */
interface PublicReads {
  matches: ((path: string) => boolean)[];
  /** The service's path pattern that takes a path: the route the metrics label it with. */
  routeOf: (path: string) => string | undefined;
  cache: PublicAnswerCache;
}

function publicReadsOf(
  service: (typeof SERVICES)[number],
  env: GatewayEnv,
): PublicReads | undefined {
  const reads = service.publicReads;
  if (!reads) return undefined;
  const cache = new PublicAnswerCache(
    env[serviceUrlSetting(service.name)],
    env.PUBLIC_CACHE_FALLBACK_TTL_MS,
    env.PUBLIC_CACHE_ENTRIES,
  );
  followNotices(
    reads.changedNotice,
    () => cache.invalidate(),
    (live) => {
      cache.setLive(live);
      logger.info(
        { service: service.name, live },
        live
          ? 'public answers follow the service’s changes'
          : 'public answers fall back to revalidation',
      );
    },
  );
  const patterns = service.paths.map((path) => ({ path, matches: compileRoutePattern(path) }));
  return {
    matches: reads.routes.map(({ path }) => compileRoutePattern(path)),
    routeOf: (path) => patterns.find(({ matches }) => matches(path))?.path,
    cache,
  };
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
 * Which reads, and the notice that drops their copies, is the service manifest's `publicReads`.
 * Springs sends its notice (NOTICES.springsChanged) once a replica has dropped its own cache, so
 * a new review's figures reach the map as soon as springs has applied its event. Without NATS,
 * copies are revalidated after PUBLIC_CACHE_FALLBACK_TTL_MS.
 */
export function publicAnswers(): RequestHandler {
  const env = gatewayEnv();
  const services = SERVICES.flatMap((service) => publicReadsOf(service, env) ?? []);
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
    if (req.method !== 'GET') return next();
    const reads = services.find(({ matches }) => matches.some((match) => match(req.path)));
    const route = reads?.routeOf(req.path);
    if (!reads || !route) return next();
    const { cache } = reads;
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
