import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process: default Node metrics plus what the service adds. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by method, route pattern and status (its count is the request rate)',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const eventsConsumed = new Counter({
  name: 'events_consumed_total',
  help: 'JetStream events handled, by subject and outcome',
  labelNames: ['subject', 'outcome'],
  registers: [metricsRegistry],
});

export const eventsPublished = new Counter({
  name: 'events_published_total',
  help: 'Outbox events acknowledged by JetStream, by subject',
  labelNames: ['subject'],
  registers: [metricsRegistry],
});

/**
 * Counts and times one answered request. The route pattern (`/api/springs/:id`), not the raw
 * URL, keeps the label set small; a path no route serves (Nest answers it from its catch-all
 * `/{*path}` on Express, from Fastify's not-found handler) or one refused before routing is
 * `unmatched`.
 */
export function observeHttpRequest(
  method: string | undefined,
  routePath: string | undefined,
  status: number,
  seconds: number,
): void {
  const route = routePath && !routePath.startsWith('/{*') ? routePath : 'unmatched';
  httpDuration.observe({ method, route, status: String(status) }, seconds);
}

/**
 * Times every request: its rate, errors (by status) and duration per route
 * (`observeHttpRequest`). Typed on Node's own request and response, so that the gateway's
 * Express 4 mounts it as well.
 */
export function httpMetricsMiddleware(
  req: IncomingMessage & { route?: { path?: unknown } },
  res: ServerResponse,
  next: () => void,
): void {
  const started = performance.now();
  res.on('finish', () => {
    const path = typeof req.route?.path === 'string' ? req.route.path : undefined;
    observeHttpRequest(req.method, path, res.statusCode, (performance.now() - started) / 1000);
  });
  next();
}

/** Prometheus's scrape: typed on Node's own request and response, as the middleware above. */
export async function metricsHandler(_req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('Content-Type', metricsRegistry.contentType);
  res.end(await metricsRegistry.metrics());
}
