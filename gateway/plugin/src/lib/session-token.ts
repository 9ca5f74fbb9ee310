import { createSecretKey, KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { SessionUser } from './request-state';

export const SESSION_COOKIE = 'hs_session';

export interface SessionClaims extends SessionUser {
  jti: string;
  /** When the token expires (its `exp`), if it says. */
  expiresAtMs?: number;
}

// Identity travels in headers; a value a header cannot carry is not an identity we accept.
const HEADER_SAFE = /^[\x21-\x7e][\x20-\x7e]{0,127}$/;

/** The hs_session cookie's value, if the request carries one. */
export function sessionCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE)
      return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * The key session tokens are verified with, made once: given the secret as a string,
 * jsonwebtoken first tries it as a PEM public key on every call, and the thrown error cost
 * more CPU than the rest of the verification.
 */
function sessionKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}

/** Verifies the session token auth signed (HS256, SESSION_SECRET); undefined when it is not valid. */
function verifySessionToken(token: string, key: KeyObject): SessionClaims | undefined {
  let claims: unknown;
  try {
    claims = jwt.verify(token, key, { algorithms: ['HS256'] });
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { sub, username, jti, exp } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof username !== 'string' || typeof jti !== 'string')
    return undefined;
  if (![sub, username, jti].every((value) => HEADER_SAFE.test(value))) return undefined;
  return {
    id: sub,
    username,
    jti,
    expiresAtMs: typeof exp === 'number' ? exp * 1000 : undefined,
  };
}

// Enough for every session active on one gateway at once; past it the oldest half is forgotten.
const VERIFIED_KEPT = 10_000;

/**
 * Verifies session tokens, remembering the claims of each token found valid until it expires. A
 * member's browser sends the same token with every request, and checking its signature was the
 * gateway's largest cost per proxied request after the socket writes (load-tests/README.md). A
 * token is remembered by its whole text, signature included, so only the exact token verified
 * once is taken on trust; revocation is checked apart (revoked-sessions.ts), on every request.
 */
export function sessionVerifier(secret: string): (token: string) => SessionClaims | undefined {
  const key = sessionKey(secret);
  const verified = new Map<string, SessionClaims>();
  return (token) => {
    const known = verified.get(token);
    // jsonwebtoken's rule: expired from the second of `exp` on.
    if (known && (known.expiresAtMs === undefined || Date.now() < known.expiresAtMs)) return known;
    if (known) verified.delete(token);
    const claims = verifySessionToken(token, key);
    if (!claims) return undefined;
    if (verified.size >= VERIFIED_KEPT) forgetOldestHalf(verified);
    verified.set(token, claims);
    return claims;
  };
}

function forgetOldestHalf(map: Map<string, unknown>): void {
  let left = map.size / 2;
  for (const key of map.keys()) {
    if (left-- <= 0) break;
    map.delete(key);
  }
}
