import { api } from './api';

const SPRING_SETTLE_MS = 2000;

/**
 * The springs service updates what it says of a spring (review figures, the latest condition
 * report) from the reviews service's events, a moment after the write answers; the springs are
 * fetched once more after that so the page shows the change.
 */
export async function refreshSpringLater(lifecycle: {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<unknown>;
}) {
  try {
    await lifecycle.queryFulfilled;
  } catch {
    return;
  }
  setTimeout(
    () => lifecycle.dispatch(api.util.invalidateTags(['Spring', 'Springs'])),
    SPRING_SETTLE_MS,
  );
}
