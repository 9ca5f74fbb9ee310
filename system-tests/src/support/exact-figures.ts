import assert from 'node:assert/strict';
import { expectedFigures, springFigures, waitForFigures } from './figures';
import type { Ledger } from './ledger';
import { waitUntilConsumed } from './review-stream';
import type { Stack } from './stack';

/**
 * The springs service converges to exactly the figures of the ledger's final reviews, and they
 * still hold once every stored event has been consumed (no late event moves them).
 */
export async function assertExactFigures(stack: Stack, ledger: Ledger): Promise<void> {
  await ledger.assertServiceAgrees();
  const expected = expectedFigures(ledger.reviews());
  await waitForFigures(stack.springs.url, ledger.springId, expected);
  await waitUntilConsumed(stack.nats.url);
  assert.deepEqual(await springFigures(stack.springs.url, ledger.springId), expected);
}
