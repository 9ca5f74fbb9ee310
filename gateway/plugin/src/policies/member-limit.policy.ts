import type { Request, Response } from 'express';
import { waitText } from '@hotsprings/service-kit/core';
import type { Policy } from '../express-gateway.types';
import { countMemberRequest, type FullWindow } from '../lib/attempt-counter';
import { sendJsonError } from '../lib/json-error';
import { logger } from '../lib/logger';
import { requestState } from '../lib/request-state';
import { compileRoutePattern } from '../lib/route-pattern';

export interface MemberLimit {
  /** Names the counter: routes under one name share it. */
  name: string;
  /** What is counted, in the plural, for the refusal: `comments`. */
  what: string;
  routes: Array<{ methods: string[]; path: string }>;
  perMinute: number;
  /** None when absent. */
  perDay?: number;
}

interface MemberLimitAction {
  limits: MemberLimit[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function refuse(res: Response, limit: MemberLimit, full: 'minute' | 'day', now: number): void {
  const windowMs = full === 'day' ? DAY_MS : MINUTE_MS;
  const retryAfter = Math.max(
    1,
    Math.ceil(((Math.floor(now / windowMs) + 1) * windowMs - now) / 1000),
  );
  res.setHeader('Retry-After', String(retryAfter));
  sendJsonError(
    res,
    429,
    full === 'day'
      ? `You have reached the limit of ${limit.perDay} ${limit.what} a day. Please try again in about ${waitText(retryAfter)}.`
      : `Too many ${limit.what} in a minute. Please wait a minute and try again.`,
  );
}

/** The limit a request counts against, if any: matched as its route is, methods first. */
function limitFinder(limits: MemberLimit[]): (req: Request) => MemberLimit | undefined {
  const routes = limits.flatMap((limit) =>
    limit.routes.map((route) => ({
      limit,
      methods: new Set(route.methods),
      matches: compileRoutePattern(route.path),
    })),
  );
  const methods = new Set(routes.flatMap((route) => [...route.methods]));
  return (req) => {
    if (!methods.has(req.method)) return undefined;
    return routes.find((route) => route.methods.has(req.method) && route.matches(req.path))?.limit;
  };
}

/**
 * Per signed-in member, per minute and per day, the writes of each kind (comments, posts, reviews,
 * ...): fixed windows (the minute, the UTC day) counted in Redis, shared by every replica, both in
 * one command. Over either, 429 with Retry-After until that window ends. Placed after
 * `require-user`, so only members reach it. If Redis is unreachable the request passes, as the
 * per-IP limits do: sessions need Redis too, so signed-in writes already answer 503 while it is
 * away, and a passing fault should not refuse every write.
 */
export const memberLimitPolicy: Policy<MemberLimitAction> = {
  name: 'member-limit',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/member-limit.json',
    type: 'object',
    properties: {
      limits: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', pattern: '^[a-z0-9-]+$' },
            what: { type: 'string', minLength: 1 },
            routes: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  methods: { type: 'array', items: { type: 'string', pattern: '^[A-Z]+$' } },
                  path: { type: 'string', pattern: '^/' },
                },
                required: ['methods', 'path'],
              },
            },
            perMinute: { type: 'integer', minimum: 1 },
            perDay: { type: 'integer', minimum: 1 },
          },
          required: ['name', 'what', 'routes', 'perMinute'],
        },
      },
    },
    required: ['limits'],
  },
  policy: (action) => {
    const limitOf = limitFinder(action.limits);
    return (req, res, next) => {
      const limit = limitOf(req);
      const user = requestState(req).user;
      if (!limit || !user) return next();
      const now = Date.now();
      const counter = `member-limit:{${user.id}}:${limit.name}`;
      countMemberRequest({
        minuteKey: `${counter}:minute:${Math.floor(now / MINUTE_MS)}`,
        dayKey: `${counter}:day:${Math.floor(now / DAY_MS)}`,
        perMinute: limit.perMinute,
        minuteMs: MINUTE_MS,
        perDay: limit.perDay ?? 0,
        dayMs: DAY_MS,
      }).then(
        (full: FullWindow) => (full ? refuse(res, limit, full, now) : next()),
        (err: Error) => {
          logger.warn(
            { reqId: requestState(req).requestId, limit: limit.name, err: err.message },
            'member limit not checked',
          );
          next();
        },
      );
    };
  },
};
