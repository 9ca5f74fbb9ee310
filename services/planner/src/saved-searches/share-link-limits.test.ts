import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { SAVED_SEARCH } from '../testing/trips';
import { SEARCH_EXPIRED, TOO_MANY_SHARE_LINKS } from './saved-searches.controller';

let t: PlannerTestApp;
before(async () => {
  t = await startPlannerTestApp({ SHARE_LINKS_PER_MEMBER: '3', SHARE_LINK_EXPIRY_DAYS: '30' });
});
after(() => t.close());

const search = SAVED_SEARCH;
const share = (userId: number) =>
  httpCall(t.url, 'POST', '/api/planner/saved-searches', { headers: as(userId), body: search });
const open = (id: string) =>
  httpCall(t.url, 'GET', `/api/planner/saved-searches/${id}`, { headers: as(99) });
/** Sets when a link was last used, `days` ago. */
const lastUsed = (id: string, days: number) =>
  t.db.query(
    `UPDATE saved_searches SET last_used_at = now() - make_interval(days => $2) WHERE id = $1`,
    [id, days],
  );
const lastUseOf = async (id: string) =>
  (
    await t.db.query<{ last_used_at: Date }>(
      'SELECT last_used_at FROM saved_searches WHERE id = $1',
      [id],
    )
  )[0]?.last_used_at;

test('a member keeps at most SHARE_LINKS_PER_MEMBER live links: 409 beyond, saying so', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const saved = await share(101);
    assert.equal(saved.status, 201);
    ids.push(saved.body.id);
  }
  const refused = await share(101);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error, TOO_MANY_SHARE_LINKS(3, 30));
  assert.equal((await share(102)).status, 201, 'another member has links of their own');
  await lastUsed(ids[0]!, 31);
  assert.equal((await share(101)).status, 201, 'an expired link no longer counts');
});

test('saves at the same moment cannot pass the cap together', async () => {
  const answers = await Promise.all(Array.from({ length: 10 }, () => share(103)));
  assert.deepEqual(
    answers.map((a) => a.status).sort(),
    [201, 201, 201, 409, 409, 409, 409, 409, 409, 409],
  );
});

test('a link expires SHARE_LINK_EXPIRY_DAYS after it was last opened: 410, saying so', async () => {
  const stale = (await share(104)).body.id as string;
  await lastUsed(stale, 30);
  const expired = await open(stale);
  assert.equal(expired.status, 410);
  assert.equal(expired.body.error, SEARCH_EXPIRED(30));
  assert.equal((await open(stale)).status, 410, 'opening an expired link does not revive it');

  const used = (await share(104)).body.id as string;
  await lastUsed(used, 29);
  assert.equal((await open(used)).status, 200);
  const renewed = await lastUseOf(used);
  assert.ok(renewed && Date.now() - renewed.getTime() < 60_000, 'opening it renewed it');

  // Opened again the same day: nothing is written.
  await t.db.query(
    `UPDATE saved_searches SET last_used_at = now() - interval '1 hour' WHERE id = $1`,
    [used],
  );
  const before = await lastUseOf(used);
  assert.equal((await open(used)).status, 200);
  assert.deepEqual(await lastUseOf(used), before);
});

test('expired links are purged at start (and every hour); live ones stay', async () => {
  const expired = (await share(105)).body.id as string;
  const live = (await share(105)).body.id as string;
  await lastUsed(expired, 31);
  await lastUsed(live, 29);
  await t.restart();
  assert.equal(await lastUseOf(expired), undefined);
  assert.ok(await lastUseOf(live));
  assert.equal((await open(expired)).status, 404);
  assert.equal((await open(live)).status, 200);
});
