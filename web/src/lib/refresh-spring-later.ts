import { api } from './api';

// The event usually lands within a second or two; on a busy host it may take a few more, and the
// last ask catches that.
const SPRING_SETTLE_MS = [1000, 2000, 5000];

/**
 * The springs service updates what it says of a spring (review figures, the latest condition
 * report) from the reviews service's events, a moment after the write answers; the springs are
 * fetched again a few times after that so the page shows the change.
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
  for (const delay of SPRING_SETTLE_MS) {
    setTimeout(() => lifecycle.dispatch(api.util.invalidateTags(['Spring', 'Springs'])), delay);
  }
}
