import { statfs } from 'node:fs/promises';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics';

/** Each uploads folder on this machine's disk, by the path its images are served under. */
const folders = new Map<string, { dir: string; minFreeBytes: number }>();

// Read when scraped, so that an alert sees the disk fill before uploads are refused (507). A
// folder that cannot be read (not made yet) is left out of that scrape; so are images kept in a
// bucket, which are never watched.
new Gauge({
  name: 'uploads_free_bytes',
  help: "Bytes free to this process on the disk of an uploads folder (statfs's available blocks)",
  labelNames: ['folder'],
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [folder, { dir }] of folders) {
      const free = await statfs(dir).then(
        ({ bavail, bsize }) => bavail * bsize,
        () => undefined,
      );
      if (free !== undefined) this.set({ folder }, free);
    }
  },
});

new Gauge({
  name: 'uploads_min_free_bytes',
  help: 'Free bytes an upload must leave on the disk of an uploads folder, or it is refused (UPLOADS_MIN_FREE_BYTES)',
  labelNames: ['folder'],
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [folder, { minFreeBytes }] of folders) this.set({ folder }, minFreeBytes);
  },
});

/** Reports the free space of an uploads folder on every scrape. */
export function watchUploadsFolder(folder: string, dir: string, minFreeBytes: number): void {
  folders.set(folder, { dir, minFreeBytes });
}
