// A closed-loop HTTP load generator: `connections` keep-alive connections each sending the next
// request as soon as the previous answer is read, for `durationMs`. The same client measures
// every target, so their ratios compare the servers, not the clients.
import http from 'node:http';

/**
 * `next(worker, n)` gives the n-th request of a worker: `{ url, method?, headers?, body? }`;
 * `onResponse(worker, request, status, body)` sees each answer (optional).
 */
export async function measure({ next, onResponse, connections = 32, durationMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const once = (worker, n) =>
    new Promise((resolve) => {
      const request = next(worker, n);
      const started = process.hrtime.bigint();
      const req = http.request(
        request.url,
        { agent, method: request.method ?? 'GET', headers: request.headers },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            if (res.statusCode >= 300 && res.statusCode !== 304) errors += 1;
            onResponse?.(worker, request, res.statusCode, Buffer.concat(chunks));
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(request.body);
    });
  const worker = async (id) => {
    for (let n = 0; Date.now() < end; n += 1) await once(id, n);
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, id) => worker(id)));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: pct(0.5),
    p95: pct(0.95),
  };
}

/** The load of a plain GET of one URL. */
export function getOf(url, headers = {}) {
  return () => ({ url, headers });
}
