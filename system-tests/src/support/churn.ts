import type { Ledger } from './ledger';
import { reviewInput } from './review-inputs';

/** One write a churn attempted: what, when it started, and whether the service accepted it. */
export interface WriteRecord {
  kind: 'create' | 'edit' | 'delete' | 'vote';
  at: number;
  accepted: boolean;
}

/** Makes one write, never retried, and records it; resolves with whether it was accepted. */
export async function attemptWrite(
  writes: WriteRecord[],
  kind: WriteRecord['kind'],
  write: () => Promise<unknown>,
): Promise<boolean> {
  const at = Date.now();
  const accepted = await write().then(
    () => true,
    () => false,
  );
  writes.push({ kind, at, accepted });
  return accepted;
}

/**
 * Waits until `periodMs` after `startedAt`: a writer keeps one pace however long its writes
 * take, so a burst is as large on a busy machine as on an idle one.
 */
export function nextTurn(startedAt: number, periodMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, startedAt + periodMs - Date.now()));
}

/**
 * Each user writes again and again until stopped, one write every `periodMs`: creates a review,
 * edits it, deletes it, creates it anew, and so on. A refused write is recorded and never
 * retried; a user whose creation was refused tries to create again next time.
 */
export function churn(
  ledger: Ledger,
  users: number[],
  periodMs = 1000,
): { stop: () => Promise<WriteRecord[]> } {
  const writes: WriteRecord[] = [];
  let stopping = false;
  const attempt = (kind: WriteRecord['kind'], write: () => Promise<unknown>) =>
    attemptWrite(writes, kind, write);
  const run = async (user: number) => {
    for (let round = 0; !stopping; round++) {
      const started = Date.now();
      if (!ledger.authors().includes(user))
        await attempt('create', () => ledger.create(user, reviewInput(user, round)));
      else if (round % 3 === 2) await attempt('delete', () => ledger.remove(user));
      else await attempt('edit', () => ledger.edit(user, reviewInput(user, round)));
      await nextTurn(started, periodMs);
    }
  };
  const done = Promise.all(users.map(run));
  return {
    stop: async () => {
      stopping = true;
      await done;
      return writes;
    },
  };
}
