// The least any server can cost for the map: a bare Node HTTP server that answers every request
// with the bytes and headers the springs service gave for one request, run as its own process
// like the gateway and the service, so that its CPU is counted apart from the load generator's.
// `node load-tests/bare-server.mjs <URL> [accept-encoding]` prints `listening <port>` once it
// listens.
import http from 'node:http';

const [url, acceptEncoding = 'gzip, br'] = process.argv.slice(2);

const sample = await new Promise((resolve, reject) => {
  http
    .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
    .on('error', reject);
});
const headers = {
  'content-type': sample.headers['content-type'],
  ...(sample.headers['content-encoding'] && {
    'content-encoding': sample.headers['content-encoding'],
  }),
  'content-length': sample.body.length,
};

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(sample.body);
});
server.listen(0, '127.0.0.1', () =>
  console.log(
    `listening ${server.address().port} ${sample.body.length} ${headers['content-encoding'] ?? 'identity'}`,
  ),
);
process.on('SIGTERM', () => process.exit(0));
