import { createServer, type Server } from 'node:http';
import { metricsRegistry } from '@hotsprings/service-kit/dist/metrics/metrics';

/**
 * Prometheus's scrape endpoint on a port of its own: the site's port is public, and what the
 * metrics tell (routes, error rates, the process's memory) is for operators only.
 */
export function startMetricsServer(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.split('?')[0] === '/metrics') {
      metricsRegistry.metrics().then(
        (text) => {
          res.writeHead(200, { 'Content-Type': metricsRegistry.contentType });
          res.end(text);
        },
        () => {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'Metrics could not be collected.' }));
        },
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Only GET /metrics is served here.' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
