import assert from 'node:assert/strict';
import type { DescMessage } from '@bufbuild/protobuf';
import { contractViolations } from '@hotsprings/contracts';

/**
 * Fails unless a service's JSON answer keeps the contract it promises (proto/), field for field:
 * present, null only where a field may be unknown, of the contract's type. The failure lists
 * every field that breaks it.
 */
export function assertKeeps(schema: DescMessage, value: unknown): void {
  assert.deepEqual(contractViolations(schema, value), []);
}
