import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorAnswer, type ErrorBody } from '@hotsprings/contracts';

// Node answers a request it cannot parse (a head too large, a malformed request line) itself,
// with an empty body, before any route or filter runs; these keep the one error shape there too.
const ANSWERS: Record<string, [number, string, ErrorBody]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    errorAnswer(431, 'Request headers too large.'),
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', errorAnswer(408, 'Request timed out.')],
};
const BAD_REQUEST: [number, string, ErrorBody] = [
  400,
  'Bad Request',
  errorAnswer(400, 'Malformed request.', 'malformed_request'),
];

/** Answers requests Node's HTTP parser refuses with a JSON `{ "error": "...", "code": "..." }`. */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason, answer] = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify(answer);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
