import { api } from '../../../lib/api';

const FIGURES_SETTLE_MS = 2000;

/**
 * The springs service updates a spring's figures from review events, a moment after the review
 * call answers; the spring is fetched once more after that so the page shows the new figures.
 */
export async function refreshFiguresLater(lifecycle: {
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
    FIGURES_SETTLE_MS,
  );
}
