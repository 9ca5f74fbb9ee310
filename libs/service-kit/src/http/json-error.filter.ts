import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { errorAnswer, isErrorCode, type ErrorCode } from '@hotsprings/contracts';
import type { NextFunction, Request, Response } from 'express';
import { DatabaseError } from 'pg';
import { RetryLaterException } from './retry-later.exception';
import { sendJson, type FastifyReplyLike } from './send-json';

export const NOT_FOUND = 'Not found.';
export const INVALID_VALUE = 'A value in the request is not valid.';
export const MALFORMED_JSON = 'Malformed JSON in the request body.';

// What the filter reads of a request: Express's and Fastify's both have these.
type RequestLine = Pick<Request, 'method' | 'originalUrl'>;

// PostgreSQL errors that only a value sent by the client causes: invalid byte sequence (a NUL),
// character not in the repertoire, invalid text representation, numeric value out of range.
const BAD_INPUT_SQLSTATES = new Set(['22021', '22P05', '22P02', '22003']);

// body-parser's own messages quote the input or name its internals; these replace them.
export const BODY_TOO_LARGE = 'Request body too large.';
export const UNSUPPORTED_BODY_ENCODING = 'Unsupported request body encoding.';
export const MALFORMED_BODY = 'Malformed request body.';
const BODY_PARSER_MESSAGES: Record<number, string> = {
  413: BODY_TOO_LARGE,
  415: UNSUPPORTED_BODY_ENCODING,
};

/**
 * The body of an HttpException whose error carries a specific code rather than its status's:
 * `new ConflictException(codedError('username_taken', USERNAME_TAKEN))`.
 */
export function codedError(code: ErrorCode, message: string): { message: string; code: ErrorCode } {
  return { message, code };
}

/**
 * The one error shape of every service: `{ "error": "...", "code": "..." }` (`ErrorAnswer` in
 * the contracts), never a stack, a file path or a piece of the request. The code is the one the
 * exception was given (`codedError`), else its status's, so an error thrown anywhere has one.
 * Unexpected errors are logged with their stack and answered with a generic 500, so nothing
 * internal leaks to the client.
 */
@Catch()
export class JsonErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('JsonErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response | FastifyReplyLike>();
    if (exception instanceof HttpException) {
      if (exception instanceof RetryLaterException)
        res.header('Retry-After', String(exception.retryAfterSeconds));
      const status = exception.getStatus();
      const message = messageOf(exception, http.getRequest<RequestLine>());
      sendJson(res, status, errorAnswer(status, message, codeOf(exception)));
      return;
    }
    const status = httpStatusOfBodyParserError(exception);
    if (status) {
      const message = BODY_PARSER_MESSAGES[status];
      sendJson(
        res,
        status,
        message
          ? errorAnswer(status, message)
          : errorAnswer(status, MALFORMED_BODY, 'malformed_body'),
      );
      return;
    }
    // Input checks refuse these first; should one slip through, it is the client's 400 still.
    if (exception instanceof DatabaseError && BAD_INPUT_SQLSTATES.has(exception.code ?? '')) {
      this.logger.warn(
        `refused input PostgreSQL rejected (${exception.code}): ${exception.message}`,
      );
      sendJson(res, 400, errorAnswer(400, INVALID_VALUE));
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    sendJson(res, 500, errorAnswer(500, 'Internal server error.'));
  }
}

function messageOf(exception: HttpException, req: RequestLine): string {
  if (isNoRouteFound(exception, req)) return NOT_FOUND;
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

function codeOf(exception: HttpException): ErrorCode | undefined {
  const code = (exception.getResponse() as { code?: unknown } | null)?.code;
  return isErrorCode(code) ? code : undefined;
}

// Nest answers a path no route matches with exactly 'Cannot GET /the/path', which echoes it.
function isNoRouteFound(exception: HttpException, req: RequestLine): boolean {
  return (
    exception instanceof NotFoundException &&
    exception.message === `Cannot ${req.method} ${req.originalUrl}`
  );
}

// body-parser raises plain errors carrying a status (malformed JSON, oversized body).
function httpStatusOfBodyParserError(exception: unknown): number | undefined {
  const status = (exception as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Answers a body that is not valid JSON before Nest turns the parser's message (which quotes
 * the input) into the error text.
 */
export function malformedJsonHandler(
  err: unknown,
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  if ((err as { type?: unknown } | null)?.type !== 'entity.parse.failed') return next(err);
  res.status(400).json(errorAnswer(400, MALFORMED_JSON, 'malformed_body'));
}
