import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';
import { redis } from '../lib/redis';
import { requestState } from '../lib/request-state';
import { sessionCookie, sessionKey, verifySessionToken } from '../lib/session-token';

/** The Redis key auth sets when a session is signed out (see the session contract). */
export const revokedSessionKey = (jti: string) => `revoked-session:${jti}`;

/**
 * Turns the hs_session cookie into identity headers (x-user-id, x-username) for the service.
 * A missing, invalid, expired or revoked cookie leaves the request anonymous; it is not an error,
 * because most routes are public. When Redis cannot say whether the session was revoked, the
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
      redis()
        .exists(revokedSessionKey(claims.jti))
        .then(
          (revoked) => {
            if (revoked) return;
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
