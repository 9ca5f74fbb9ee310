import type { Response } from 'express';

/** When sign-in cannot be checked (Redis unreachable): say it is temporary. */
export const SIGN_IN_UNAVAILABLE =
  'Signing in is temporarily unavailable. Please try again shortly.';

/** The one error shape of the whole API: `{ "error": "..." }`. */
export function sendJsonError(res: Response, status: number, message: string): void {
  if (res.headersSent) {
    // Too late for an answer of our own (the service already started one): cut it short.
    if (!res.writableEnded) res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').json({ error: message });
}
