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
 * Each user takes `turn` again and again until stopped, one turn every `periodMs`: a user keeps
 * one pace however long its turns take, so a burst is as large on a busy machine as on an idle
 * one. `stop` resolves once every user's last turn is over.
 */
export function inTurns(
  users: number[],
  periodMs: number,
  turn: (user: number, round: number) => Promise<void>,
): { stop: () => Promise<void> } {
  let stopping = false;
  const run = async (user: number) => {
    for (let round = 0; !stopping; round++) {
      const started = Date.now();
      await turn(user, round);
      await new Promise((resolve) => setTimeout(resolve, started + periodMs - Date.now()));
    }
  };
  const done = Promise.all(users.map(run));
  return {
    stop: async () => {
      stopping = true;
      await done;
    },
  };
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
  const attempt = (kind: WriteRecord['kind'], write: () => Promise<unknown>) =>
    attemptWrite(writes, kind, write);
  const turns = inTurns(users, periodMs, async (user, round) => {
    if (!ledger.authors().includes(user))
      await attempt('create', () => ledger.create(user, reviewInput(user, round)));
    else if (round % 3 === 2) await attempt('delete', () => ledger.remove(user));
    else await attempt('edit', () => ledger.edit(user, reviewInput(user, round)));
  });
  return {
    stop: async () => {
      await turns.stop();
      return writes;
    },
  };
}
