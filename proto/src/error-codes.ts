import type { ErrorAnswerJson } from '../gen/hotsprings/common/v1/error_json';

/**
 * The `code` of every error answer (`{ "error": "...", "code": "..." }`), for programs: the
 * `error` text is for people and may be reworded, a code never changes meaning. Codes only grow;
 * a client treats one it does not know by the answer's status.
 */
export const ERROR_CODES = {
  // Given by status when nothing more specific is (errorCodeForStatus).
  validation_failed: 'A value of the request was refused (400); `error` names the field and why.',
  bad_request: 'The request was refused for another reason (a 4xx without a code of its own).',
  unauthenticated: 'Signing in is needed (401).',
  forbidden: 'The signed-in member may not do this (403).',
  not_found: 'No such thing, or no such route (404).',
  method_not_allowed: 'The route takes no such method (405).',
  request_timeout: 'The request took too long to arrive (408).',
  conflict: 'The request conflicts with what exists (409).',
  gone: 'It existed and no longer applies (410).',
  payload_too_large: 'The body, or a file or field in it, is too large (413).',
  unsupported_media_type: 'The body is of a type or encoding the route does not take (415).',
  rate_limited: 'Too many requests; try again later (429).',
  headers_too_large: 'The request headers are too large (431).',
  internal_error: 'Something failed on our side (500); nothing about it is shown.',
  bad_gateway: 'A provider we depend on failed (502).',
  service_unavailable: 'Temporarily unavailable (503); try again shortly.',
  gateway_timeout: 'The service took too long to answer (504).',
  insufficient_storage: 'The server is low on disk space and stores no upload now (507).',
  // Specific: where a client must tell cases of one status apart.
  malformed_request: 'The path or query string cannot be decoded (400).',
  malformed_body: 'The body cannot be parsed: JSON, multipart form or encoding (400).',
  invalid_credentials: 'Signing in failed: no such username and password (401).',
  premium_required: 'Only premium members may do this (403).',
  username_taken: 'Registering: the username is taken (409).',
  email_taken: 'Registering: an account with that email exists (409).',
  already_reviewed: 'The member has reviewed this spring already; edit that review (409).',
  already_reported:
    'The member has reported this spring for that visit date already; edit that report (409).',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
  507: 'insufficient_storage',
};

/** The code an error of this status carries when nothing more specific is said. */
export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The body of an error answer (`ErrorAnswer`), its code one of the vocabulary. */
export type ErrorBody = ErrorAnswerJson & { code: ErrorCode };

/**
 * The body of an error answer: `errorAnswer(404, 'Post not found.')` is
 * `{ error: 'Post not found.', code: 'not_found' }`; a specific code is given as the third.
 */
export function errorAnswer(status: number, error: string, code?: ErrorCode): ErrorBody {
  return { error, code: code ?? errorCodeForStatus(status) };
}
