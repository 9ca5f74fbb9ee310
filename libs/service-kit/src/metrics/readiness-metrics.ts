import { Gauge } from 'prom-client';
import type { Readiness } from '../health/readiness';
import { metricsRegistry } from './metrics';

const sources = new Set<() => Promise<Readiness>>();

// Read when scraped, as `/readyz` reads it: a dependency that is only reported (NATS) shows here
// while the replica stays ready.
new Gauge({
  name: 'readiness_check_ok',
  help: 'Each check of /readyz: 1 when it passes, 0 when it fails (the check label names it)',
  labelNames: ['check'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const read of sources) {
      const { checks } = await read();
      for (const [check, state] of Object.entries(checks)) {
        this.set({ check }, state === 'ok' ? 1 : 0);
      }
    }
  },
});

/** Reports the readiness checks on every scrape; call the returned function to stop. */
export function watchReadiness(read: () => Promise<Readiness>): () => void {
  sources.add(read);
  return () => sources.delete(read);
}
