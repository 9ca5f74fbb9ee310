import { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { Policy } from '../express-gateway.types';
import { countAccountAttempt, countAttempt, forgetAccountAttempts } from '../lib/attempt-counter';
import { sendJsonError, SIGN_IN_UNAVAILABLE } from '../lib/json-error';
import { logger } from '../lib/logger';
import { readBody } from '../lib/read-body';
import { requestState } from '../lib/request-state';
import { signInAccount } from '../lib/sign-in-account';

interface AttemptLimitAction {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Count per client IP or per account named in a sign-in's body (per member: `member-limit`). */
  per: 'ip' | 'account';
  /** Per account: how long it is locked once over the limit. */
  lockoutSeconds: number;
}

const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

function refuse(res: Response, retryAfterMs: number): void {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  sendJsonError(res, 429, TOO_MANY);
}

function warnUnchecked(req: Request, action: AttemptLimitAction, err: Error): void {
  logger.warn(
    { reqId: requestState(req).requestId, limit: action.name, err: err.message },
    'attempt limit not checked',
  );
}

/**
 * Per IP: fixed windows counted in Redis, so every gateway replica shares the count. If Redis is
 * unreachable the request passes: losing the limit for a moment is better than locking every
 * visitor out.
 */
function limitPerIp(action: AttemptLimitAction, req: Request, res: Response, next: () => void) {
  const windowMs = action.windowSeconds * 1000;
  const window = Math.floor(Date.now() / windowMs);
  countAttempt(`rate-limit:${action.name}:${req.ip}:${window}`, windowMs).then(
    (count) => {
      if (count <= action.limit) return next();
      refuse(res, (window + 1) * windowMs - Date.now());
    },
    (err: Error) => {
      warnUnchecked(req, action, err);
      next();
    },
  );
}

/**
 * Per account, whatever the address: `limit` attempts per window, then one per lockout, and a
 * successful sign-in clears the count. If Redis is unreachable sign-in answers 503: unlimited
 * guessing is not allowed, and nothing would be lost, since signed-in routes need Redis too.
 */
function limitPerAccount(
  action: AttemptLimitAction,
  req: Request,
  res: Response,
  next: () => void,
) {
  const state = requestState(req);
  readBody(state.body ?? req, res).then(
    (body) => {
      // The service gets the very bytes read here.
      state.body = Readable.from([body]);
      const key = `rate-limit:${action.name}:{${signInAccount(body)}}`;
      const limit = {
        windowMs: action.windowSeconds * 1000,
        limit: action.limit,
        lockoutMs: action.lockoutSeconds * 1000,
      };
      countAccountAttempt(key, limit).then(
        (lockedForMs) => {
          if (lockedForMs > 0) return refuse(res, lockedForMs);
          res.once('finish', () => {
            if (res.statusCode >= 200 && res.statusCode < 300) {
              forgetAccountAttempts(key).catch((err: Error) => warnUnchecked(req, action, err));
            }
          });
          next();
        },
        (err: Error) => {
          warnUnchecked(req, action, err);
          sendJsonError(res, 503, SIGN_IN_UNAVAILABLE);
        },
      );
    },
    // Already answered (a body over the limit) or the caller has gone.
    () => undefined,
  );
}

/** Limits attempts (sign-in, registration, contact messages) per client IP or account. */
export const attemptLimitPolicy: Policy<AttemptLimitAction> = {
  name: 'attempt-limit',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/attempt-limit.json',
    type: 'object',
    properties: {
      name: { type: 'string', pattern: '^[a-z0-9-]+$' },
      limit: { type: 'integer', minimum: 1 },
      windowSeconds: { type: 'integer', minimum: 1, default: 60 },
      per: { type: 'string', enum: ['ip', 'account'], default: 'ip' },
      lockoutSeconds: { type: 'integer', minimum: 1, default: 60 },
    },
    required: ['name', 'limit', 'windowSeconds'],
  },
  policy: (action) => (req, res, next) =>
    action.per === 'account'
      ? limitPerAccount(action, req, res, next)
      : limitPerIp(action, req, res, next),
};
