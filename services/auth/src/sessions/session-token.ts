import jwt from 'jsonwebtoken';

/** The cookie that carries the session token (see the session contract in the brief of auth). */
export const SESSION_COOKIE = 'hs_session';
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionClaims {
  userId: string;
  username: string;
  jti: string;
}

/** Signs the token the gateway verifies: HS256 with sub, username, jti, iat and exp. */
export function signSessionToken(
  session: SessionClaims & { issuedAt: Date; expiresAt: Date },
  secret: string,
): string {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return jwt.sign(
    {
      sub: session.userId,
      username: session.username,
      jti: session.jti,
      iat: seconds(session.issuedAt),
      exp: seconds(session.expiresAt),
    },
    secret,
    { algorithm: 'HS256' },
  );
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  let claims: unknown;
  try {
    claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  const { sub, username, jti } = (claims ?? {}) as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,17}$/.test(sub)) return null;
  if (typeof username !== 'string' || typeof jti !== 'string') return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(jti)) return null;
  return { userId: sub, username, jti };
}

/** The session token in a Cookie header, if there is one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      return part.slice(eq + 1).trim() || undefined;
    }
  }
  return undefined;
}
