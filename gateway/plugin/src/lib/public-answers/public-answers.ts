import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { httpMetricsMiddleware } from '@hotsprings/service-kit/core';
import { SERVICES, serviceUrlSetting } from '@hotsprings/contracts';
import { logAccess } from '../../policies/access-log.policy';
import { corsHeaders } from '../../policies/cors.policy';
import { assignRequestId } from '../../policies/request-id.policy';
import { gatewayEnv } from '../../config/gateway-env';
import type { GatewayEnv } from '../../config/gateway-env.schema';
import { compileRoutePattern } from '../route-pattern';
import {
  etagMatches,
  requestHeadProblem,
  requestTargetProblem,
} from '@hotsprings/service-kit/core';
import { preferredCoding } from '../content-coding';
import { logger } from '../logger';
import { followNotices } from '../nats';
import { requestState } from '../request-state';
import { fixedSecurityHeaders } from '../security-headers';
import { sessionCookie } from '../session-token';
import { joinVary } from '../vary';
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
    { live: env.PUBLIC_CACHE_MAX_AGE_MS, fallback: env.PUBLIC_CACHE_FALLBACK_TTL_MS },
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

/**
 * Public reads answered from the gateway's memory, before express-gateway's pipeline: they need
 * none of its work (no session, limits or body), and the pipeline cost more than the answer.
 * The answer is what the proxy would send, byte for byte and header for header: the service's
 * precompressed body and strong ETag (304 for the ETag the caller holds), the security headers,
 * the request id, access log line, metrics and CORS headers by the code every answer gets them
 * from. A member's request of a page that depends on who asks (a spring's `userFavorite`) goes
 * through the pipeline as before.
 *
 * A copy held in memory is answered before Express itself (`answerBeforeExpress`, called by the
 * gateway's HTTP server): on the map's request Express's own work per request (its request
 * setup, query parsing, express-gateway's passport) cost more than the answer. A request that
 * needs Express to be judged (a refused head or target, a copy not held yet, https whose
 * proxy headers Express reads) goes on to it, and `publicAnswers()` answers it there.
 *
 * Which reads, and the notice that drops their copies, is the service manifest's `publicReads`.
 * Springs sends its notice (NOTICES.springsChanged) once a replica has dropped its own cache, so
 * a new review's figures reach the map as soon as springs has applied its event. Without NATS,
 * copies are revalidated after PUBLIC_CACHE_FALLBACK_TTL_MS.
 */
class PublicAnswers {
  private readonly env = gatewayEnv();
  private readonly services = SERVICES.flatMap((service) => publicReadsOf(service, this.env) ?? []);
  private readonly allowedOrigins = new Set(this.env.WEB_ORIGIN);
  private readonly securityHeaders = fixedSecurityHeaders(this.env);

  /** The public read a request is, if it is one: its service's copies and its metrics route. */
  read(
    req: Pick<IncomingMessage, 'method' | 'url'>,
  ): { cache: PublicAnswerCache; route: string; path: string } | undefined {
    if (req.method !== 'GET') return undefined;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const reads = this.services.find(({ matches }) => matches.some((match) => match(path)));
    const route = reads?.routeOf(path);
    return reads && route ? { cache: reads.cache, route, path } : undefined;
  }

  /** The copy a caller may be given: a member never gets one that varies by cookie. */
  usable(req: IncomingMessage, cached: CachedAnswer | undefined): CachedAnswer | undefined {
    if (!cached) return undefined;
    return cached.variesByCookie && sessionCookie(req.headers.cookie) !== undefined
      ? undefined
      : cached;
  }

  /** Answers a held copy before Express, when nothing about the request needs Express. */
  readonly beforeExpress = (req: IncomingMessage, res: ServerResponse): boolean => {
    const read = this.read(req);
    if (!read || requestHeadProblem(req) || requestTargetProblem(req.url ?? '')) return false;
    // Whether the browser came over https is Express's to tell (trust proxy), unless the site
    // always is.
    const httpsUnknown =
      !this.env.SERVED_OVER_HTTPS &&
      (req.headers['x-forwarded-proto'] !== undefined ||
        (req.socket as { encrypted?: boolean }).encrypted === true);
    if (httpsUnknown) return false;
    const coding = preferredCoding(req.headers['accept-encoding']);
    const cached = this.usable(req, read.cache.current(req.url ?? '', coding));
    if (!cached) return false;
    for (const [name, value] of Object.entries(this.securityHeaders)) res.setHeader(name, value);
    (req as IncomingMessage & { route?: { path: string } }).route = { path: read.route };
    httpMetricsMiddleware(req, res, () => this.answer(req, res, cached));
    return true;
  };

  /** The answer from a copy, with what every answer of the pipeline gets. */
  answer(req: IncomingMessage, res: ServerResponse, cached: CachedAnswer): void {
    assignRequestId(req, res, () =>
      logAccess(req, res, () => {
        const cors = corsHeaders(req.headers.origin, this.allowedOrigins);
        for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
        for (const [name, value] of Object.entries(cached.headers)) res.setHeader(name, value);
        res.setHeader('Vary', joinVary('Origin', cached.headers.vary));
        if (etagMatches(req.headers['if-none-match'], cached.etag)) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader('Content-Length', cached.body.length);
        res.statusCode = 200;
        res.end(cached.body);
      }),
    );
  }
}

let instance: PublicAnswers | undefined;
const publicAnswersOnce = () => (instance ??= new PublicAnswers());

/** For the gateway's HTTP server: answers a held copy before Express; false when it did not. */
export function answerBeforeExpress(): (req: IncomingMessage, res: ServerResponse) => boolean {
  return publicAnswersOnce().beforeExpress;
}

/**
 * A public read's JSON as the gateway holds it (fetched when it holds none), for the gateway's
 * own pages; undefined when the path is no public read or its answer is no public 200.
 */
export async function publicReadJson<T>(url: string): Promise<T | undefined> {
  const read = publicAnswersOnce().read({ method: 'GET', url });
  const answer = await read?.cache.get(url, 'identity');
  return answer ? (JSON.parse(answer.body.toString('utf8')) as T) : undefined;
}

/**
 * The same reads within Express, mounted before every pipeline: copies not held yet are fetched
 * (one request per URL and coding however many callers wait) and answered; anything the service
 * does not mark public goes on to the pipeline.
 */
export function publicAnswers(): RequestHandler {
  const answers = publicAnswersOnce();
  return (req, res, next) => {
    const read = answers.read(req);
    if (!read) return next();
    req.route = { path: read.route };
    const coding = preferredCoding(req.headers['accept-encoding']);
    read.cache.get(req.originalUrl, coding, requestState(req).requestId).then((fetched) => {
      const kept = answers.usable(req, fetched);
      if (kept) answers.answer(req, res, kept);
      else next();
    }, next);
  };
}
