import { REVOCATIONS_COMPLETE, REVOKED_SESSIONS_KEY } from '@hotsprings/service-kit/core';
import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from '../lib/logger';
import { redis } from '../lib/redis';
import { requestState } from '../lib/request-state';
import { sessionCookie, sessionKey, verifySessionToken } from '../lib/session-token';

let revocationsLost = false;

/** Logs once when Redis has lost the revoked sessions, and once when auth has shared them again. */
function noteRevocationsLost(lost: boolean): void {
  if (lost === revocationsLost) return;
  revocationsLost = lost;
  if (lost)
    logger.warn(
      'revoked sessions lost by Redis: signed-in routes wait for auth to share them again',
    );
  else logger.info('revoked sessions shared again');
}

/**
 * Turns the hs_session cookie into identity headers (x-user-id, x-username) for the service.
 * A missing, invalid, expired or revoked cookie leaves the request anonymous; it is not an error,
 * because most routes are public. When Redis cannot say whether the session was revoked
 * (unreachable, or it lost the revoked sessions and auth has not shared them again yet), the
 * request is anonymous too and marked so that protected routes answer 503 rather than 401.
 */
export const sessionPolicy: Policy = {
  name: 'session',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/session.json', type: 'object' },
  policy: () => {
    const key = sessionKey(gatewayEnv().SESSION_SECRET);
    return (req, _res, next) => {
      const token = sessionCookie(req.headers.cookie);
      const claims = token ? verifySessionToken(token, key) : undefined;
      if (!claims) return next();
      const state = requestState(req);
      // One round trip: whether the set is whole, and whether it holds this session.
      redis()
        .zmscore(REVOKED_SESSIONS_KEY, REVOCATIONS_COMPLETE, claims.jti)
        .then(
          ([complete, revoked]) => {
            noteRevocationsLost(complete === null);
            if (complete === null) {
              state.sessionUnavailable = true;
              return;
            }
            if (revoked !== null) return;
            state.user = { id: claims.id, username: claims.username };
            req.headers['x-user-id'] = claims.id;
            req.headers['x-username'] = claims.username;
          },
          () => {
            state.sessionUnavailable = true;
          },
        )
        .finally(() => next());
    };
  },
};
