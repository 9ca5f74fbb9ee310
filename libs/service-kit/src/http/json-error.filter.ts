import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The one error shape of every service: `{ "error": "..." }`. Unexpected errors are logged with
 * their stack and answered with a generic 500, so nothing internal leaks to the client.
 */
@Catch()
export class JsonErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('JsonErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      res.status(exception.getStatus()).json({ error: messageOf(exception) });
      return;
    }
    const status = httpStatusOfBodyParserError(exception);
    if (status) {
      res
        .status(status)
        .json({ error: status === 413 ? 'Request body too large.' : 'Malformed request body.' });
      return;
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    res.status(500).json({ error: 'Internal server error.' });
  }
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
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
  res.status(400).json({ error: 'Malformed JSON in the request body.' });
}
