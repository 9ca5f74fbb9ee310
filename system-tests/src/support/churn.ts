import type { Ledger } from './ledger';
import { reviewInput } from './review-inputs';

/** One write a churn attempted: what, when it started, and whether the service accepted it. */
export interface WriteRecord {
  kind: 'create' | 'edit' | 'delete';
  at: number;
  accepted: boolean;
}

/**
 * Each user writes again and again until stopped: creates a review, edits it, deletes it,
 * creates it anew, and so on, with a pause between writes. A refused write is recorded and
 * never retried; a user whose creation was refused tries to create again next time.
 */
export function churn(
  ledger: Ledger,
  users: number[],
  pauseMs = 150,
): { stop: () => Promise<WriteRecord[]> } {
  const writes: WriteRecord[] = [];
  let stopping = false;
  const attempt = async (kind: WriteRecord['kind'], write: () => Promise<unknown>) => {
    const at = Date.now();
    const accepted = await write().then(
      () => true,
      () => false,
    );
    writes.push({ kind, at, accepted });
  };
  const run = async (user: number) => {
    for (let round = 0; !stopping; round++) {
      if (!ledger.authors().includes(user))
        await attempt('create', () => ledger.create(user, reviewInput(user, round)));
      else if (round % 3 === 2) await attempt('delete', () => ledger.remove(user));
      else await attempt('edit', () => ledger.edit(user, reviewInput(user, round)));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
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
