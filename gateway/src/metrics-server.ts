import { createServer, type ServerResponse, type Server } from 'node:http';
import { errorAnswer } from '@hotsprings/contracts';
import { metricsHandler } from '@hotsprings/service-kit/core';

/** One service's metrics endpoint, as Prometheus's HTTP service discovery reads it. */
export interface ScrapeTargetGroup {
  targets: string[];
  labels: { service: string };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Prometheus's scrape endpoint on a port of its own: the site's port is public, and what the
 * metrics tell (routes, error rates, the process's memory) is for operators only. The kit's
 * handler answers, as on every service's port.
 *
 * It also says where every service's metrics are (`GET /scrape-targets`: the host and port the
 * gateway calls each service at, named as the manifest names it), so that a Prometheus without
 * Kubernetes' discovery (docker-compose's) lists no service of its own.
 */
export function startMetricsServer(
  port: number,
  scrapeTargets: readonly ScrapeTargetGroup[],
): Promise<Server> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method === 'GET' && path === '/scrape-targets') {
      sendJson(res, 200, scrapeTargets);
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      sendJson(
        res,
        404,
        errorAnswer(404, 'Only GET /metrics and /scrape-targets are served here.'),
      );
      return;
    }
    metricsHandler(req, res).catch(() =>
      sendJson(res, 500, errorAnswer(500, 'Metrics could not be collected.')),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
