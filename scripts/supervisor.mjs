// Keeps `make dev`'s processes running: one that dies is started again after a back-off that
// doubles while it keeps dying (so a crash loop waits instead of spinning) and resets once it has
// run for a while; the others keep serving. Stopping ends every process and restarts none.

/** Ends a child: SIGTERM so it shuts down gracefully, SIGKILL if it is still there after graceMs. */
export function stopChild(child, graceMs = 10_000) {
  return new Promise((resolve) => {
    const gone = child.pid === undefined || child.exitCode !== null || child.signalCode !== null;
    if (gone) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const seconds = (ms) => `${ms / 1000} s`;

/**
 * Watches each process, given as { name, start, child }: start() spawns it again and returns the
 * new ChildProcess; child is the one already running. Returns stop(), which ends them all, and
 * current(name), the child that runs for that name now.
 */
export function supervise(
  processes,
  {
    firstDelayMs = 500,
    maxDelayMs = 30_000,
    healthyAfterMs = 10_000,
    graceMs = 10_000,
    log = (line) => console.error(line),
  } = {},
) {
  let stopping = false;
  const watched = processes.map(({ name, start, child }) => {
    const entry = { name, start, child, delayMs: firstDelayMs, restart: null };
    watch(entry, child, Date.now());
    return entry;
  });

  function watch(entry, child, startedAt) {
    entry.child = child;
    let handled = false;
    const exited = (code, signal) => {
      if (handled || stopping) return;
      handled = true;
      if (Date.now() - startedAt >= healthyAfterMs) entry.delayMs = firstDelayMs;
      const delayMs = entry.delayMs;
      entry.delayMs = Math.min(delayMs * 2, maxDelayMs);
      const how = signal ? `signal ${signal}` : `code ${code ?? 'none'}`;
      log(`${entry.name} exited (${how}); restarting in ${seconds(delayMs)}`);
      entry.restart = setTimeout(() => {
        entry.restart = null;
        if (!stopping) watch(entry, entry.start(), Date.now());
      }, delayMs);
    };
    // A child that could not be spawned at all reports 'error' and never 'exit'.
    child.on('error', (err) => {
      if (child.pid !== undefined) return;
      log(`${entry.name} could not start: ${err.message}`);
      exited(null, null);
    });
    child.once('exit', exited);
    // It may have died before it was handed over, while nobody listened.
    if (child.exitCode !== null || child.signalCode !== null)
      exited(child.exitCode, child.signalCode);
  }

  async function stop() {
    stopping = true;
    for (const entry of watched) clearTimeout(entry.restart);
    await Promise.all(watched.map((entry) => stopChild(entry.child, graceMs)));
  }

  return { stop, current: (name) => watched.find((entry) => entry.name === name)?.child };
}
