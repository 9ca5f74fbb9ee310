import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorCode } from '@hotsprings/contracts';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/**
 * What went wrong, for deciding what to show: the answer's `code` (the contracts' vocabulary,
 * `not_found`, `unauthenticated`, `premium_required`, ...), or null when there was no answer of
 * ours (no answer at all, or a body that is not our error). Decide on this, never on the status
 * or the server's words.
 */
export function errorCode(error: QueryError): ErrorCode | null {
  if (!error || !('data' in error) || !error.data || typeof error.data !== 'object') return null;
  const { code } = error.data as { code?: unknown };
  return typeof code === 'string' && code ? (code as ErrorCode) : null;
}

/** The HTTP status of a failed call, or null when it never got an answer; for showing it only. */
export function errorStatus(error: QueryError): number | null {
  if (!error || !('status' in error)) return null;
  if (typeof error.status === 'number') return error.status;
  // An answer whose body was not JSON (e.g. a proxy's HTML error page) still has its status.
  return 'originalStatus' in error ? error.originalStatus : null;
}

/** The server's `{ error }` (or `message`) text, else the fallback. */
export function errorMessage(error: QueryError, fallback: string): string {
  if (error && 'data' in error && error.data && typeof error.data === 'object') {
    const body = error.data as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
