import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { TEST_SECRET } from './gateway-process';

/** A session cookie as the auth service issues it (see the session contract). */
export function sessionCookie(
  user: { id: string; username: string },
  options: { jti?: string; secret?: string; expiresIn?: number } = {},
): { cookie: string; jti: string } {
  const jti = options.jti ?? randomUUID();
  const token = jwt.sign(
    { sub: user.id, username: user.username, jti },
    options.secret ?? TEST_SECRET,
    {
      algorithm: 'HS256',
      expiresIn: options.expiresIn ?? 7 * 24 * 3600,
    },
  );
  return { cookie: `theme=dark; hs_session=${token}`, jti };
}
