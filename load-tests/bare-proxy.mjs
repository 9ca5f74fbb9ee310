// The least any gateway can cost: a bare Node HTTP proxy (keep-alive to the service, no
// policies, no Redis), run as its own process like the gateway. The benchmark measures votes
// through it beside the gateway, so the gateway's cost splits into what one more hop costs on
// this machine and what the gateway adds to it.
// `node load-tests/bare-proxy.mjs <service URL>` prints `listening <port>` once it listens.
import http from 'node:http';

const target = new URL(process.argv[2]);
const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
});

server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => process.exit(0));
