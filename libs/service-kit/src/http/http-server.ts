import type { IncomingMessage, Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { errorAnswer, type ErrorCode } from '@hotsprings/contracts';
import { answerClientErrorsAsJson, HEADERS_TOO_LARGE } from './client-error.handler';

/** How long a client may take to send a request. */
export interface HttpTimeouts {
  /** The whole request, head and body, from its first byte. */
  requestTimeoutMs: number;
  /** Its head (request line and headers). */
  headersTimeoutMs: number;
}

/**
 * Node's own are 300 s and 60 s, checked every 30 s: a client sending a few bytes at a time held
 * a connection for minutes. 30 s lets a 5 MB photo through at 1.4 Mbit/s.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = { requestTimeoutMs: 30_000, headersTimeoutMs: 15_000 };

/** Far more than a browser sends (about 20) with what proxies add; beyond it, 431. */
export const MAX_REQUEST_HEADERS = 100;

/**
 * Node's server settings every process shares (services and the gateway), applied before it
 * listens: the timeouts above, enforced within a second of expiring (a quarter of the head's
 * timeout when that is shorter); requests Node refuses answered in JSON; and the checks of
 * `requestHeadProblem` left to the process, which answers them in JSON (Node would answer a
 * missing Host with an empty 400, and silently drop headers beyond its count).
 */
export function configureHttpServer(
  server: Server,
  options: {
    timeouts?: HttpTimeouts;
    /** Added to the answers Node's parser refusals get (they never pass any middleware). */
    errorHeaders?: Record<string, string>;
  } = {},
): void {
  if (server.listening) throw new Error('configureHttpServer must run before the server listens');
  const { requestTimeoutMs, headersTimeoutMs } = options.timeouts ?? HTTP_TIMEOUTS;
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = headersTimeoutMs;
  // One more than allowed, so that a request with too many is seen and refused.
  server.maxHeadersCount = MAX_REQUEST_HEADERS + 1;
  Object.assign(server, {
    // How often Node looks for expired requests (30 s by default): a request outlives its
    // timeout by up to this much. Read when the server starts listening.
    connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 4),
    requireHostHeader: false,
  });
  answerClientErrorsAsJson(server, options.errorHeaders);
}

/**
 * What is wrong with a request's head that Node lets through (or answers without a body): more
 * than MAX_REQUEST_HEADERS headers, no Host in HTTP/1.1, or a Transfer-Encoding other than
 * chunked. Node parses such a body as it pleases (or reads the next request out of it), so the
 * answer closes the connection.
 */
export function requestHeadProblem(
  req: IncomingMessage,
): { status: 400 | 431; error: string; code: ErrorCode } | undefined {
  if (req.rawHeaders.length / 2 > MAX_REQUEST_HEADERS) {
    return { status: 431, error: HEADERS_TOO_LARGE, code: 'headers_too_large' };
  }
  if (req.httpVersion === '1.1' && req.headers.host === undefined) {
    return { status: 400, error: 'The request has no Host header.', code: 'malformed_request' };
  }
  const transferEncoding = req.headers['transfer-encoding'];
  if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== 'chunked') {
    return { status: 400, error: 'Unsupported transfer encoding.', code: 'malformed_request' };
  }
  return undefined;
}

/** A service's answer to `requestHeadProblem`, before anything reads the body. */
export function requestHeadGuard(req: Request, res: Response, next: NextFunction): void {
  const problem = requestHeadProblem(req);
  if (!problem) return next();
  res
    .status(problem.status)
    .set('Connection', 'close')
    .json(errorAnswer(problem.status, problem.error, problem.code));
}
