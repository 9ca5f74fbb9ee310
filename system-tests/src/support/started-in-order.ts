import { useStarted } from '@hotsprings/service-kit/testing';

/** What a test starts and must dispose of: a process, a NATS server, a stack. */
export interface Disposes {
  dispose(): Promise<void>;
}

/** Keeps what was just started, to be disposed of, and hands it back. */
export type Keep = <D extends Disposes>(started: D) => D;

/**
 * Runs `start`, which starts things one after the other and keeps each; what it answers comes
 * with a `dispose` that disposes of them in the reverse order. When `start` fails, what it kept
 * is disposed of before the error goes on: no process outlives the test.
 */
export async function startInOrder<T extends object>(
  start: (keep: Keep) => Promise<T>,
): Promise<T & Disposes> {
  const kept: Disposes[] = [];
  const dispose = async () => {
    for (const started of [...kept].reverse()) await started.dispose();
  };
  try {
    const started = await start((one) => {
      kept.push(one);
      return one;
    });
    return { ...started, dispose };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * Starts things that need nothing of each other at once, within `startInOrder`: each is kept as
 * soon as it has started, so when one fails the others are disposed of too, once they are up.
 */
export async function startTogether<T extends readonly Disposes[]>(
  keep: Keep,
  starts: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(starts.map((start) => start.then(keep)));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<Disposes>).value) as unknown as T;
}

/** `startInOrder` before the file's tests, disposed of after them; read once started. */
export function useStartedInOrder<T extends object>(
  what: string,
  start: (keep: Keep) => Promise<T>,
): T {
  return useStarted(
    what,
    () => startInOrder(start),
    (started) => started.dispose(),
  );
}
