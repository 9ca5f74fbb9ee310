/**
 * Retries an assertion until it passes or the time is up, for conditions a locator cannot wait on
 * by itself (counts, every row of a list, a figure that arrives through an event).
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
