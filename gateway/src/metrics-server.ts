import { createServer, type ServerResponse, type Server } from 'node:http';
import { errorAnswer } from '@hotsprings/contracts';
import { metricsHandler } from '@hotsprings/service-kit/core';

function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Prometheus's scrape endpoint on a port of its own: the site's port is public, and what the
 * metrics tell (routes, error rates, the process's memory) is for operators only. The kit's
 * handler answers, as on every service's port.
 */
export function startMetricsServer(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      sendJson(res, 404, errorAnswer(404, 'Only GET /metrics is served here.'));
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
