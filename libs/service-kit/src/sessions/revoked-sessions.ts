/**
 * How auth tells the gateway which sessions are signed out, through Redis: one sorted set whose
 * members are the signed-out sessions' ids (the tokens' `jti`), each scored with the time its
 * token expires (milliseconds since the epoch), after which auth removes it.
 *
 * Redis may lose the set at any moment (a restart without persistence, a failover to an empty
 * replica, an eviction under `maxmemory`), and an empty answer must not read as "not signed out":
 * the set also holds `REVOCATIONS_COMPLETE`, which auth writes only once the set holds every live
 * revocation of its database. The gateway asks for it and the session in one command
 * (`ZMSCORE key complete <jti>`): without it, no session can be checked, until auth has shared
 * its revocations again. Losing the set loses the member with it, all at once.
 */
export const REVOKED_SESSIONS_KEY = 'revoked-sessions';

/** The member that says the set is whole; its score is `+inf`, so expiry never removes it. */
export const REVOCATIONS_COMPLETE = 'complete';

/**
 * The start of the marker auth adds while it shares its revocations again (completed into
 * `REVOCATIONS_COMPLETE`); a member with it names no session.
 */
export const SHARE_MARKER_PREFIX = 'sharing:';

/** A signed-out session as a notice carries it: its id and when its token expires (ms). */
export interface RevokedSession {
  id: string;
  expiresAtMs: number;
}

/** The payload of NOTICES.sessionsRevoked: the sessions signed out, as JSON. */
export function revokedSessionsNotice(sessions: readonly RevokedSession[]): string {
  return JSON.stringify(sessions.map(({ id, expiresAtMs }) => ({ id, expiresAtMs })));
}

/** The sessions a NOTICES.sessionsRevoked payload names; nothing for one that is malformed. */
export function readRevokedSessionsNotice(payload: string): RevokedSession[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is RevokedSession =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as RevokedSession).id === 'string' &&
      Number.isFinite((entry as RevokedSession).expiresAtMs),
  );
}
