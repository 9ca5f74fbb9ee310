import assert from 'node:assert/strict';
import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { metricsRegistry } from './metrics';
import { watchUploadsFolder } from './uploads-metrics';

async function samples(name: string): Promise<Map<string, number>> {
  const { values } = await await metricsRegistry.getSingleMetric(name)!.get();
  return new Map(values.map((v) => [String(v.labels.folder), v.value]));
}

test("an uploads folder's free bytes and threshold are read when scraped; a folder that cannot be read is left out", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'uploads-metrics-'));
  try {
    watchUploadsFolder('/uploads/kept', dir, 5_000);
    watchUploadsFolder('/uploads/gone', join(dir, 'not-made'), 7_000);
    const { bavail, bsize } = await statfs(dir);
    const free = (await samples('uploads_free_bytes')).get('/uploads/kept')!;
    // Other writers on this disk move it a little between the two readings.
    assert.ok(Math.abs(free - bavail * bsize) < 64 * 1024 * 1024, `${free} vs ${bavail * bsize}`);
    assert.equal((await samples('uploads_free_bytes')).has('/uploads/gone'), false);
    assert.deepEqual(
      await samples('uploads_min_free_bytes'),
      new Map([
        ['/uploads/kept', 5_000],
        ['/uploads/gone', 7_000],
      ]),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
