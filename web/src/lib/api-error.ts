import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or null when it never got an answer. */
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
