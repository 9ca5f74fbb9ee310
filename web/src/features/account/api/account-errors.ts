import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorStatus } from '../../../lib/api-error';

type MutationError = FetchBaseQueryError | SerializedError | undefined;

function serverText(error: MutationError, field: 'error' | 'message'): string | null {
  if (!error || !('data' in error) || !error.data || typeof error.data !== 'object') return null;
  const value = (error.data as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : null;
}

function httpText(error: MutationError): string | null {
  const status = errorStatus(error);
  return status === null ? null : `HTTP error! status: ${status}`;
}

/** A failed login: the server's error or message, else the HTTP status, else the fallback. */
export function loginErrorText(error: MutationError): string {
  return (
    serverText(error, 'error') ??
    serverText(error, 'message') ??
    httpText(error) ??
    'Login failed. Please check your credentials.'
  );
}

/** A failed registration: the server's error, else the HTTP status, else the fallback. */
export function registerErrorText(error: MutationError): string {
  return serverText(error, 'error') ?? httpText(error) ?? 'Registration failed. Please try again.';
}
