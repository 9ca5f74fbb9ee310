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
  /** The body itself, when it is small. */
  body?: string;
}

export interface Upstream {
  url: string;
  close(): Promise<void>;
}

const ETAG = '"springs-v1"';

/** The one password the stand-in for auth refuses (401); any other signs in. */
export const WRONG_PASSWORD = 'wrong-password';

function passwordOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { password?: unknown }).password;
  } catch {
    return undefined;
  }
}

/**
 * A small real HTTP service standing in for springs or auth: it answers every request with what it
 * saw. `/api/springs` also answers with a gzip body, an ETag (304 on If-None-Match) and a public
 * Cache-Control, the way the springs service does, to check that the gateway passes them through.
 * `POST /api/auth/login` refuses WRONG_PASSWORD with a 401 and sets a session cookie otherwise.
 */
export async function startUpstream(
  service: string,
  options: { delayMs?: number; port?: number } = {},
): Promise<Upstream> {
  const server: Server = createServer((req, res) => {
    let bodyBytes = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes <= 4096) chunks.push(chunk);
    });
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
          'cache-control': 'public, max-age=0, must-revalidate',
          etag: ETAG,
        });
        res.end(body);
        return;
      }
      const body = bodyBytes <= 4096 ? Buffer.concat(chunks).toString() : undefined;
      const seen: SeenRequest = {
        service,
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyBytes,
        body,
      };
      const headers = {
        'content-type': 'application/json',
        'x-request-id': String(req.headers['x-request-id']),
      };
      if (req.method === 'POST' && req.url === '/api/auth/login') {
        if (passwordOf(body ?? '') === WRONG_PASSWORD) {
          res.writeHead(401, headers).end('{"error":"Invalid username or password."}');
          return;
        }
        res.setHeader('set-cookie', 'hs_session=issued; Path=/; HttpOnly; SameSite=Lax');
      }
      res.writeHead(200, headers);
      res.end(JSON.stringify(seen));
    };
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
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
