import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';
import { sendJsonError } from '../lib/json-error';
import { originOf, ownOrigin } from '../lib/origins';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by a page of another site (CSRF). Browsers name the page's
 * origin in Origin (or at least Referer); it must be the gateway itself or a WEB_ORIGIN. Requests
 * naming neither come from programs, not from a page riding on a visitor's cookie, and pass.
 */
export const crossSitePolicy: Policy = {
  name: 'cross-site-guard',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/cross-site-guard.json', type: 'object' },
  policy: () => {
    const allowed = new Set(gatewayEnv().WEB_ORIGIN);
    return (req, res, next) => {
      if (!STATE_CHANGING.has(req.method)) return next();
      const origin = req.headers.origin;
      const referer = req.headers.referer;
      if (origin === undefined && referer === undefined) return next();
      const source = origin !== undefined ? originOf(origin) : originOf(referer ?? '');
      if (source && (source === ownOrigin(req) || allowed.has(source))) return next();
      sendJsonError(res, 403, 'Cross-site request refused.');
    };
  },
};
