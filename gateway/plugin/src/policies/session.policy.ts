import type { Request } from 'express';
import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from '../lib/logger';
import { revokedSessions, type SessionStanding } from '../lib/revoked-sessions';
import { requestState } from '../lib/request-state';
import { sessionCookie, sessionVerifier, type SessionClaims } from '../lib/session-token';

const LOGOUT = '/api/auth/logout';
// How long a session this gateway saw signed out is remembered when its expiry is unknown: longer
// than any session lasts.
const SIGNED_OUT_KEPT_MS = 366 * 24 * 3_600_000;

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

function apply(req: Request, claims: SessionClaims, standing: SessionStanding): void {
  if (standing !== 'unreachable') noteRevocationsLost(standing === 'unknown');
  const state = requestState(req);
  if (standing === 'unknown' || standing === 'unreachable') {
    state.sessionUnavailable = true;
    return;
  }
  if (standing === 'revoked') return;
  state.user = { id: claims.id, username: claims.username };
  req.headers['x-user-id'] = claims.id;
  req.headers['x-username'] = claims.username;
}

/**
 * Turns the hs_session cookie into identity headers (x-user-id, x-username) for the service.
 * A missing, invalid, expired or revoked cookie leaves the request anonymous; it is not an error,
 * because most routes are public. The revoked sessions are kept in memory while auth's notices
 * arrive, else asked of Redis (lib/revoked-sessions.ts). When neither can tell (Redis unreachable,
 * or it lost the set and auth has not shared it again yet), the request is anonymous too and
 * marked so that protected routes answer 503 rather than 401. A sign-out this gateway passes on
 * counts here at once, before auth's notice arrives.
 */
export const sessionPolicy: Policy = {
  name: 'session',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/session.json', type: 'object' },
  policy: () => {
    const verify = sessionVerifier(gatewayEnv().SESSION_SECRET);
    const revoked = revokedSessions();
    return (req, res, next) => {
      const token = sessionCookie(req.headers.cookie);
      const claims = token ? verify(token) : undefined;
      if (!claims) return next();
      if (req.method === 'POST' && req.path === LOGOUT) {
        res.once('finish', () => {
          if (res.statusCode < 300)
            revoked.add(claims.jti, claims.expiresAtMs ?? Date.now() + SIGNED_OUT_KEPT_MS);
        });
      }
      const standing = revoked.standing(claims.jti);
      if (typeof standing === 'string') {
        apply(req, claims, standing);
        return next();
      }
      void standing.then((known) => {
        apply(req, claims, known);
        next();
      });
    };
  },
};
