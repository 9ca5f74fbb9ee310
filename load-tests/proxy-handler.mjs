// The one proxying request handler of the reference servers: keep-alive to the service, the
// request and its answer passed through as they are, 502 when the service cannot be reached.
import http from 'node:http';

/** A `(req, res)` handler that forwards every request to `serviceUrl`. */
export function proxyTo(serviceUrl) {
  const target = new URL(serviceUrl);
  const agent = new http.Agent({ keepAlive: true });
  return (req, res) => {
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
  };
}

/** Listens on a free port and prints `listening <port>`, which reference-servers.mjs waits for. */
export function listenOnFreePort(server) {
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
  process.on('SIGTERM', () => process.exit(0));
}
