import onHeaders from 'on-headers';
import type { Policy } from '../express-gateway.types';
import { sessionCookie } from '../lib/session-token';

const PUBLIC = /(^|,)\s*public\s*(,|$)/i;

/**
 * Keeps shared caches from storing one person's answer for another. An answer a service marks
 * `public` is the same for everybody (the map's list, tags, photos) and is left alone. Any other
 * answer may depend on who asks (a profile, favorites, a spring's `userFavorite`, the auth
 * status): it gets `Vary: Cookie`, and when the request carried a session cookie, or the answer
 * sets one (signing in), `Cache-Control: private, no-store`. Applied as the headers go out, so
 * it covers the services' answers, the gateway's cache and its own refusals alike.
 */
export const privateAnswersPolicy: Policy = {
  name: 'private-answers',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/private-answers.json', type: 'object' },
  policy: () => (req, res, next) => {
    const withSession = sessionCookie(req.headers.cookie) !== undefined;
    onHeaders(res, () => {
      if (PUBLIC.test(String(res.getHeader('cache-control') ?? ''))) return;
      res.vary('Cookie');
      if (withSession || res.hasHeader('set-cookie')) {
        res.setHeader('Cache-Control', 'private, no-store');
      }
    });
    next();
  },
};
