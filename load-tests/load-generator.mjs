// A closed-loop load generator: `workers` callers each starting the next call as soon as the
// previous one answers, for `durationMs`. The same loop measures every target (HTTP through the
// gateway, HTTP to a service, SQL to the database), so their ratios compare the targets, not the
// clients.
import http from 'node:http';

/**
 * `call(worker, n)` makes the n-th call of a worker and resolves with true when it succeeded;
 * a rejection counts as an error too (the first one is kept as `firstError`). Resolves with the
 * raw run: latencies (ms) of the calls that succeeded, errors, seconds; `summarize` turns runs
 * into figures.
 */
export async function closedLoop({ call, workers = 32, durationMs = 10_000 }) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const end = Date.now() + durationMs;
  const worker = async (id) => {
    for (let n = 0; Date.now() < end; n += 1) {
      const started = process.hrtime.bigint();
      const ok = await call(id, n).catch((err) => {
        firstError ??= err;
        return false;
      });
      if (ok) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      else errors += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: workers }, (_, id) => worker(id)));
  return { latencies, errors, seconds: (Date.now() - started) / 1000, firstError };
}

/** Throughput and percentiles of one or more runs of the same target, taken together. */
export function summarize(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return {
    requests: latencies.length + errors,
    errors,
    rps: latencies.length / seconds,
    p50: pct(0.5),
    p95: pct(0.95),
    firstError: runs.find((run) => run.firstError)?.firstError,
  };
}

/**
 * HTTP over `connections` keep-alive connections, one per worker; resolves with the raw run.
 * `next(worker, n)` gives the n-th request of a worker: `{ url, method?, headers?, body? }`;
 * `onResponse(worker, request, status, body)` sees each answer (optional). Any status from 300
 * up but 304 is an error.
 */
export async function measure({ next, onResponse, connections = 32, durationMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const call = (worker, n) =>
    new Promise((resolve) => {
      const request = next(worker, n);
      const req = http.request(
        request.url,
        { agent, method: request.method ?? 'GET', headers: request.headers },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            onResponse?.(worker, request, res.statusCode, Buffer.concat(chunks));
            resolve(res.statusCode < 300 || res.statusCode === 304);
          });
        },
      );
      req.on('error', () => resolve(false));
      req.end(request.body);
    });
  try {
    return await closedLoop({ call, workers: connections, durationMs });
  } finally {
    agent.destroy();
  }
}

/** The load of a plain GET of one URL. */
export function getOf(url, headers = {}) {
  return () => ({ url, headers });
}
