// The map's request (GET /api/springs) through the gateway, straight to the springs service, and
// against a bare Node HTTP server that returns the same bytes, so the ratios show what each hop
// costs.
import http from 'node:http';
import { getOf, measure, summarize } from './load-generator.mjs';

const headers = { 'accept-encoding': 'gzip, br' };

function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function bareServer(sample) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': sample.headers['content-type'],
      ...(sample.headers['content-encoding'] && {
        'content-encoding': sample.headers['content-encoding'],
      }),
      'content-length': sample.body.length,
    });
    res.end(sample.body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function benchMapRequest({ gatewayUrl, springsUrl, connections, durationMs }) {
  const sample = await fetchRaw(`${springsUrl}/api/springs`);
  const bare = await bareServer(sample);
  const targets = [
    ['bare Node server (same bytes)', `http://127.0.0.1:${bare.address().port}/api/springs`],
    ['springs service', `${springsUrl}/api/springs`],
    ['gateway -> springs', `${gatewayUrl}/api/springs`],
  ];
  const results = [];
  try {
    for (const [name, url] of targets) {
      await measure({ next: getOf(url, headers), connections, durationMs: 1000 }); // warm-up
      results.push({
        name,
        ...summarize([await measure({ next: getOf(url, headers), connections, durationMs })]),
      });
    }
  } finally {
    bare.close();
  }
  const base = results[0];
  return [
    `## Map request: GET /api/springs (${sample.body.length} bytes, ${sample.headers['content-encoding'] ?? 'identity'})`,
    '',
    `${connections} keep-alive connections, ${durationMs / 1000} s per target, one target after another.`,
    '',
    '| target | requests/s | p50 ms | p95 ms | throughput vs bare | p95 vs bare | errors |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${(r.rps / base.rps).toFixed(2)} | ${(r.p95 / base.p95).toFixed(2)} | ${r.errors} |`,
    ),
    '',
  ].join('\n');
}
