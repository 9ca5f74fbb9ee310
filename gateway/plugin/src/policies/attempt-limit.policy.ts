import type { Policy } from '../express-gateway.types';
import { sendJsonError } from '../lib/json-error';
import { countAttempt } from '../lib/attempt-counter';
import { logger } from '../lib/logger';
import { requestState } from '../lib/request-state';

interface AttemptLimitAction {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Count per client IP (anonymous actions) or per signed-in user (after `session`). */
  per: 'ip' | 'user';
}

/**
 * Limits attempts per client IP (sign-in, registration) or per user (votes) in fixed windows counted in Redis,
 * so every gateway replica shares the count. If Redis is unreachable the request passes: losing
 * the limit for a moment is better than locking every visitor out.
 */
export const attemptLimitPolicy: Policy<AttemptLimitAction> = {
  name: 'attempt-limit',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/attempt-limit.json',
    type: 'object',
    properties: {
      name: { type: 'string', pattern: '^[a-z0-9-]+$' },
      limit: { type: 'integer', minimum: 1 },
      windowSeconds: { type: 'integer', minimum: 1, default: 60 },
      per: { type: 'string', enum: ['ip', 'user'], default: 'ip' },
    },
    required: ['name', 'limit', 'windowSeconds'],
  },
  policy: (action) => (req, res, next) => {
    const windowMs = action.windowSeconds * 1000;
    const window = Math.floor(Date.now() / windowMs);
    const who =
      action.per === 'user' ? `user-${String(req.headers['x-user-id'] ?? 'anonymous')}` : req.ip;
    const key = `rate-limit:${action.name}:${who}:${window}`;
    countAttempt(key, windowMs).then(
      (count) => {
        if (count <= action.limit) return next();
        const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - Date.now()) / 1000));
        res.setHeader('Retry-After', String(retryAfter));
        sendJsonError(res, 429, 'Too many attempts. Please wait a minute and try again.');
      },
      (err: Error) => {
        logger.warn(
          { reqId: requestState(req).requestId, limit: action.name, err: err.message },
          'attempt limit not checked',
        );
        next();
      },
    );
  },
};
