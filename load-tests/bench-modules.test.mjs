// `make bench` reaches into the services' builds (their SQL, their projections) to measure what
// they run. A rename there breaks the bench only when someone runs it; this loads every
// benchmark `make bench` runs, so the rename fails here instead.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const here = new URL('./', import.meta.url);
// The benchmarks run-bench.mjs calls export their run as bench<Name>; the browser's page bench is
// a script of its own (`make bench-web`) and starts at once, so it is not loaded here.
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => ({
    file,
    run: /export async function (bench\w+)/.exec(readFileSync(new URL(file, here), 'utf8'))?.[1],
  }))
  .filter(({ run }) => run);

test('every benchmark that make bench runs loads, with what it takes from the builds', async () => {
  assert.ok(benches.length >= 5, `found ${benches.map(({ file }) => file).join(', ')}`);
  for (const { file, run } of benches) {
    const loaded = await import(new URL(file, here).href);
    assert.equal(typeof loaded[run], 'function', `${file} exports ${run}`);
  }
});
