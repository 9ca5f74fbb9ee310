import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** What a test service saw of a request the gateway forwarded. */
export interface SeenRequest {
  service: string;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

export interface Upstream {
  url: string;
  close(): Promise<void>;
}

const ETAG = '"springs-v1"';

/**
 * A small real HTTP service standing in for springs or auth: it answers every request with what it
 * saw. `/api/springs` also answers with a gzip body and an ETag (304 on If-None-Match), the way
 * the springs service does, to check that the gateway passes both through.
 */
export async function startUpstream(
  service: string,
  options: { delayMs?: number } = {},
): Promise<Upstream> {
  const server: Server = createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => setTimeout(answer, options.delayMs ?? 0));
    const answer = () => {
      if (req.url === '/api/springs' && req.method === 'GET') {
        if (req.headers['if-none-match'] === ETAG) {
          res.writeHead(304, { etag: ETAG }).end();
          return;
        }
        const body = gzipSync(JSON.stringify({ service, springs: [] }));
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          etag: ETAG,
        });
        res.end(body);
        return;
      }
      const seen: SeenRequest = {
        service,
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyBytes,
      };
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-request-id': String(req.headers['x-request-id']),
      });
      res.end(JSON.stringify(seen));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on which nothing listens: a service that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
