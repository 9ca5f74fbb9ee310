import type { Ledger } from './ledger';
import { reviewInput } from './review-inputs';

/**
 * Users create their reviews all at once; `interrupt` runs as soon as `after` of them were
 * accepted, while the rest are still on their way. Resolves when every creation is in.
 */
export function burstInterruptedBy(
  ledger: Ledger,
  users: number[],
  after: number,
  interrupt: () => Promise<void>,
): { interrupted: Promise<void>; done: Promise<void> } {
  let accepted = 0;
  let reached!: () => void;
  const enough = new Promise<void>((resolve) => (reached = resolve));
  const done = Promise.all(
    users.map(async (user) => {
      await ledger.create(user, reviewInput(user));
      if (++accepted === after) reached();
    }),
  ).then(() => undefined);
  done.catch(() => undefined); // the caller awaits it later and sees the failure then
  const interrupted = enough.then(interrupt);
  return { interrupted, done };
}
