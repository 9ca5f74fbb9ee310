import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AiSummarySchema, STREAMS } from '@hotsprings/contracts';
import {
  assertKeeps,
  eventually,
  httpCall,
  publishPremiumChanged,
} from '@hotsprings/service-kit/testing';
import { useSpringsService } from '../testing/springs-test-app';

const t = useSpringsService({
  env: { SUMMARY_GENERATIONS_PER_HOUR: '3' },
  // Billing's, which the tests publish to.
  streams: [STREAMS.billing],
});

const as = (userId: string) => ({ 'x-user-id': userId, 'x-username': `member${userId}` });
const summarize = (springId: number, userId?: string) =>
  httpCall(t.url, 'POST', `/api/springs/${springId}/summary`, {
    headers: userId ? as(userId) : {},
  });
const generations = async (userId: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM summary_generations WHERE user_id = $1',
      [userId],
    )
  )[0]?.n;

/** A spring of the NOAA list with a temperature and a nearest town, by name. */
async function springNamed(name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM springs WHERE name = $1', [name]);
  assert.ok(row, name);
  return row.id;
}

async function makePremium(userId: string): Promise<void> {
  await publishPremiumChanged(t.nc, { userId, isPremium: true, version: 1 });
  await eventually(async () => {
    const rows = await t.db.query('SELECT 1 FROM premium_members WHERE user_id = $1', [userId]);
    assert.equal(rows.length, 1);
  });
}

describe('POST /api/springs/{id}/summary', () => {
  test('a premium member reads the whole summary, written from the spring’s data and stored', async () => {
    const id = await springNamed('Bailey Hot Spring');
    await makePremium('501');
    const res = await summarize(id, '501');
    assert.equal(res.status, 200);
    assertKeeps(AiSummarySchema, res.body);
    assert.equal(
      res.body.summary,
      'Bailey Hot Spring is a thermal spring in Alaska, near Wrangell. ' +
        'Its recorded water temperature is 198 °F (92 °C): hot (100 °F and above). ' +
        'No one has reviewed it yet.',
    );
    const [row] = await t.db.query<{ ai_summary: string }>(
      'SELECT ai_summary FROM springs WHERE id = $1',
      [id],
    );
    assert.equal(row?.ai_summary, res.body.summary);
    const detail = await httpCall(t.url, 'GET', `/api/springs/${id}`, { headers: as('501') });
    assert.equal(detail.body.ai_summary, res.body.summary);
  });

  test('a member who is not premium gets it cut short with ...; so do visitors of the page', async () => {
    const id = await springNamed('Baranof Warm Springs');
    await makePremium('502');
    const whole = (await summarize(id, '502')).body.summary as string;
    const res = await summarize(id, '503');
    assert.equal(res.status, 200);
    assert.ok(res.body.summary.endsWith('...'));
    assert.ok(whole.startsWith(res.body.summary.slice(0, -3)));
    assert.ok(res.body.summary.length < whole.length);
    for (const headers of [as('503'), {}]) {
      const detail = await httpCall(t.url, 'GET', `/api/springs/${id}`, { headers });
      assert.equal(detail.body.ai_summary, res.body.summary);
    }
  });

  test('asking again while nothing changed returns the stored one; new review figures rewrite it', async () => {
    const id = await springNamed('Barnes Lake Hot Springs');
    const first = await summarize(id, '504');
    assert.equal(await generations('504'), 1);
    const again = await summarize(id, '504');
    assert.deepEqual(again.body, first.body);
    assert.equal(await generations('504'), 1, 'a stored summary costs no generation');
    await t.db.query(
      "UPDATE springs SET review_count = 2, average_rating = 4.5, popular_tags = '{soakable,free}' WHERE id = $1",
      [id],
    );
    await makePremium('505');
    const rewritten = await summarize(id, '505');
    assert.match(rewritten.body.summary, /2 reviewers rate it 4\.5 \/ 5 on average\./);
    assert.match(rewritten.body.summary, /describe it as soakable and free\.$/);
  });

  test('writing summaries is limited per member and hour', async () => {
    const ids = await t.db.query<{ id: number }>(
      'SELECT id FROM springs WHERE ai_summary IS NULL ORDER BY id LIMIT 4',
    );
    for (const { id } of ids.slice(0, 3)) assert.equal((await summarize(id, '506')).status, 200);
    const refused = await summarize(ids[3]!.id, '506');
    assert.deepEqual(
      [refused.status, refused.body],
      [
        429,
        { error: 'Too many summaries generated. Please try again later.', code: 'rate_limited' },
      ],
    );
    // A stored summary is still answered, and another member may write.
    assert.equal((await summarize(ids[0]!.id, '506')).status, 200);
    assert.equal((await summarize(ids[3]!.id, '507')).status, 200);
  });

  test('signed out is 401; an unknown or malformed spring id is 404 or 400', async () => {
    const id = await springNamed('Bailey Hot Spring');
    assert.deepEqual((await summarize(id)).body, {
      error: 'You must be logged in.',
      code: 'unauthenticated',
    });
    const unknown = await summarize(999999, '508');
    assert.deepEqual(
      [unknown.status, unknown.body],
      [404, { error: 'Spring not found.', code: 'not_found' }],
    );
    const malformed = await httpCall(t.url, 'POST', '/api/springs/abc/summary', {
      headers: as('508'),
    });
    assert.equal(malformed.status, 400);
  });
});
