import type { ErrorCode } from '@hotsprings/contracts';

/**
 * Whether a plan or trip asked for by its id is missing to the member: the server does not know
 * the id, or the id is malformed, an address or link that was cut or altered.
 */
export function isUnknownId(code: ErrorCode | null): boolean {
  return code === 'not_found' || code === 'validation_failed';
}
