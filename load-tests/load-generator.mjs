// A closed-loop HTTP load generator: `connections` keep-alive connections each sending the next
// request as soon as the previous answer is read, for `durationMs`. The same client measures
// every target, so their ratios compare the servers, not the clients.
import http from 'node:http';

export async function measure({ url, headers = {}, connections = 32, durationMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.get(url, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode !== 200) errors += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (Date.now() < end) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95) };
}
