import { errorAnswer, type ErrorCode } from '@hotsprings/contracts';
import type { Response } from 'express';

/** When sign-in cannot be checked (Redis unreachable): say it is temporary. */
export const SIGN_IN_UNAVAILABLE =
  'Signing in is temporarily unavailable. Please try again shortly.';

/**
 * The one error shape of the whole API, `ErrorAnswer` of the contracts:
 * `{ "error": "...", "code": "..." }`, the code the status's unless a specific one is given.
 */
export function sendJsonError(
  res: Response,
  status: number,
  message: string,
  code?: ErrorCode,
): void {
  if (res.headersSent) {
    // Too late for an answer of our own (the service already started one): cut it short.
    if (!res.writableEnded) res.destroy();
    return;
  }
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json(errorAnswer(status, message, code));
}
