import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SpringSitemapEntryJson } from '@hotsprings/contracts';
import { eventually } from '@hotsprings/service-kit/testing';
import { useSpringsService } from '../testing/springs-test-app';

const t = useSpringsService();

const sitemap = async () => {
  const res = await fetch(`${t.url}/api/springs/sitemap`);
  assert.equal(res.status, 200);
  return { res, entries: (await res.json()) as SpringSitemapEntryJson[] };
};

test("sitemap: every spring's id and when its data changed, by id, cacheable as the list is", async () => {
  const { res, entries } = await sitemap();
  const [row] = await t.db.query<{ count: string }>('SELECT count(*) FROM springs');
  assert.equal(entries.length, Number(row?.count));
  assert.ok(entries.length > 1000, `${entries.length} springs imported`);
  assert.deepEqual(Object.keys(entries[0]!), ['id', 'updated_at']);
  const ids = entries.map((entry) => entry.id);
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => a - b),
  );
  for (const { updated_at } of entries) assert.match(updated_at, /^\d{4}-\d\d-\d\dT.+Z$/);
  assert.ok(res.headers.get('etag'));
  const again = await fetch(`${t.url}/api/springs/sitemap`, {
    headers: { 'if-none-match': String(res.headers.get('etag')) },
  });
  assert.equal(again.status, 304);
});

test('a spring whose data changes gets its new updated_at in the sitemap', async () => {
  const changed = '2031-05-04T03:02:01.000Z';
  await t.db.query('UPDATE springs SET updated_at = $1 WHERE id = 2', [changed]);
  // The change invalidates the cached answer once its notification arrives.
  await eventually(async () => {
    const { entries } = await sitemap();
    assert.equal(entries.find((entry) => entry.id === 2)?.updated_at, changed);
  });
});
