import type { Policy } from '../express-gateway.types';
import { preferredCoding } from '../lib/content-coding';
import { PublicResponseCache } from '../lib/public-response-cache';
import { requestState } from '../lib/request-state';

interface PublicCacheAction {
  serviceEndpoint: string;
  maxAgeMs: number;
  maxEntries: number;
}

/**
 * Answers public, cacheable reads (the map's spring list) from the gateway itself, so the hop to
 * the service costs nothing on the hottest path. An answer is at most `maxAgeMs` old before it
 * is revalidated with its ETag; callers get 304 for the ETag they hold. Anything the cache
 * cannot answer goes on to the proxy.
 */
export const publicCachePolicy: Policy<PublicCacheAction> = {
  name: 'public-cache',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/public-cache.json',
    type: 'object',
    properties: {
      serviceEndpoint: { type: 'string' },
      maxAgeMs: { type: 'integer', minimum: 0, default: 1_000 },
      maxEntries: { type: 'integer', minimum: 1, default: 256 },
    },
    required: ['serviceEndpoint'],
  },
  policy: (action, config) => {
    const url = config.gatewayConfig.serviceEndpoints?.[action.serviceEndpoint]?.url;
    if (!url) throw new Error(`serviceEndpoint "${action.serviceEndpoint}" has no url`);
    const cache = new PublicResponseCache(url, action.maxAgeMs, action.maxEntries);
    return (req, res, next) => {
      if (req.method !== 'GET') return next();
      const coding = preferredCoding(req.headers['accept-encoding']);
      cache.get(req.originalUrl, coding, requestState(req).requestId).then((cached) => {
        if (!cached) return next();
        res.set(cached.headers);
        if (cached.etag && req.headers['if-none-match'] === cached.etag) {
          res.status(304).end();
          return;
        }
        res.status(200).set('content-length', String(cached.body.length)).end(cached.body);
      }, next);
    };
  },
};
