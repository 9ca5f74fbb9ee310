import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorAnswer, type ErrorBody } from '@hotsprings/contracts';

export const HEADERS_TOO_LARGE = 'Request headers too large.';

// Node answers a request it cannot parse (a head too large, a malformed request line) itself,
// with an empty body, before any route or filter runs; these keep the one error shape there too.
const ANSWERS: Record<string, [number, string, ErrorBody]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    errorAnswer(431, HEADERS_TOO_LARGE),
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', errorAnswer(408, 'Request timed out.')],
};
const BAD_REQUEST: [number, string, ErrorBody] = [
  400,
  'Bad Request',
  errorAnswer(400, 'Malformed request.', 'malformed_request'),
];

// After its answer a client gets this long to read it and hang up before the connection is cut:
// one that never does must not keep it (and its socket) forever.
const LINGER_MS = 5_000;

/**
 * Answers requests Node's HTTP parser refuses with a JSON `{ "error": "..." }` (and the given
 * headers, e.g. the gateway's security headers) and closes the connection: what follows an
 * unparsable request on it cannot be read as a request either.
 */
export function answerClientErrorsAsJson(
  server: Server,
  headers: Record<string, string> = {},
): void {
  const exchanges = new WeakMap<Duplex, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    exchanges.set(req.socket, { req, res }),
  );
  const extraHeaders = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const last = exchanges.get(socket);
    if (last?.res.headersSent && (!last.req.complete || !last.res.writableFinished)) {
      // The connection's last request is answered (refused after its head, with the error in
      // its body) or its answer is still going out: never write into or after that answer.
      // Close once it is out; a request too slow to arrive loses the connection at once.
      if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.destroy();
      else if (last.res.writableFinished) socket.end();
      else last.res.once('finish', () => socket.end());
      return;
    }
    const [status, reason, answer] = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify(answer);
    if (socket instanceof Socket) socket.setTimeout(LINGER_MS, () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n${extraHeaders}` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
