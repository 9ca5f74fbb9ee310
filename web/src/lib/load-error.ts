import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessage, errorStatus } from './api-error';

/**
 * Why a call failed, in the spec's words: the server's error, else 'HTTP error! status: {n}',
 * else what the browser reported (no answer at all).
 */
export function loadErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const status = errorStatus(error);
  if (status !== null) return errorMessage(error, `HTTP error! status: ${status}`);
  if (error && 'error' in error && typeof error.error === 'string') return error.error;
  if (error && 'message' in error && error.message) return error.message;
  return 'Network error';
}
