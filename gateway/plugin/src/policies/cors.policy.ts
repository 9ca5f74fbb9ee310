import type { RequestHandler } from 'express';
import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const SAFE_HEADER = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/;

/** The CORS headers of an answer (not a preflight's) to a request from `origin`. */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'x-request-id, retry-after',
  };
}

/**
 * CORS with credentials for the web app's origins (WEB_ORIGIN), for a web app served from
 * another address than the gateway (a Vite dev server, a CDN). Other origins get no CORS headers,
 * so browsers keep them out. Preflights are answered here and never reach a service.
 */
export function webCors(): RequestHandler {
  const allowed = new Set(gatewayEnv().WEB_ORIGIN);
  return (req, res, next) => {
    const origin = req.headers.origin;
    const preflight =
      req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    res.vary('Origin');
    const cors = corsHeaders(origin, allowed);
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (origin && cors['Access-Control-Allow-Origin']) {
      if (preflight) {
        const requested = req.headers['access-control-request-headers'];
        res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
        if (requested && SAFE_HEADER.test(requested))
          res.setHeader('Access-Control-Allow-Headers', requested);
        res.setHeader('Access-Control-Max-Age', '600');
      }
    }
    if (preflight) {
      res.status(204).end();
      return;
    }
    next();
  };
}

export const corsPolicy: Policy = {
  name: 'web-cors',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/web-cors.json', type: 'object' },
  policy: webCors,
};
