import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOAA_REFERENCE, type SpringJson, type SpringSummaryJson } from '@hotsprings/contracts';
import { NOAA_SOURCE } from '../import/spring-description';
import { eventually } from '@hotsprings/service-kit/testing';
import { useSpringsService } from '../testing/springs-test-app';
import { RANKING } from './springs.repository';

const t = useSpringsService();

const getJson = async <T>(path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as T };
};

test('detail: the full spring with its description and empty figures', async () => {
  const { status, body } = await getJson<SpringJson>('/api/springs/1');
  assert.equal(status, 200);
  assert.equal(body.name, 'Bailey Hot Spring');
  assert.equal(body.state_code, 'AK');
  assert.equal(body.latitude, '55.983');
  assert.equal(body.longitude, '-131.661');
  assert.equal(body.temperature_f, 198);
  assert.equal(body.temperature_c, 92);
  assert.ok(body.description?.endsWith(NOAA_SOURCE));
  assert.equal(body.review_count, 0);
  assert.deepEqual(body.popular_tags, []);
  assert.equal(body.average_rating, null);
  assert.equal(body.userFavorite, null);
});

test("an anonymous visitor's detail is public like the list (ETag, 304, compressed); a member's stays unmarked", async () => {
  const anonymous = await fetch(`${t.url}/api/springs/1`, {
    headers: { 'accept-encoding': 'br' },
  });
  assert.equal(anonymous.status, 200);
  assert.equal(
    anonymous.headers.get('cache-control'),
    'public, max-age=0, must-revalidate, no-transform',
  );
  assert.equal(anonymous.headers.get('vary'), 'Cookie, Accept-Encoding');
  assert.equal(anonymous.headers.get('content-encoding'), 'br');
  assert.equal(((await anonymous.json()) as SpringJson).name, 'Bailey Hot Spring');
  const etag = anonymous.headers.get('etag');
  assert.match(String(etag), /^"[\w-]+-br"$/);
  const again = await fetch(`${t.url}/api/springs/1`, {
    headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
  });
  assert.equal(again.status, 304);

  const member = await fetch(`${t.url}/api/springs/1`, {
    headers: { 'x-user-id': '101', 'x-username': 'alice' },
  });
  assert.equal(member.status, 200);
  assert.doesNotMatch(String(member.headers.get('cache-control')), /public/);
  assert.equal(member.headers.get('etag'), null);
  assert.deepEqual(((await member.json()) as SpringJson).userFavorite, {
    isFavorite: false,
    category: null,
  });
});

test('a 198 °F spring is not for soaking, on the NOAA figure; its sources say where each fact comes from', async () => {
  const { body } = await getJson<SpringJson>('/api/springs/1');
  assert.equal(body.safety?.level, 'not_for_soaking');
  assert.deepEqual(body.safety?.reasons[0]?.code, 'not_for_soaking');
  assert.match(
    String(body.safety?.reasons[0]?.text),
    /^198 °F \(NOAA\) at the source: not for soaking/,
  );
  assert.deepEqual(body.safety?.reasons[0]?.source, {
    text: 'NOAA thermal springs list, 1980: 198 °F',
    reference: NOAA_REFERENCE,
    url: null,
  });
  assert.deepEqual(body.sources, {
    temperature: body.safety?.reasons[0]?.source,
    rating: null,
    status: null,
    summary: null,
  });

  const list = await getJson<SpringSummaryJson[]>('/api/springs?search=bailey&state=AK');
  assert.equal(list.body.find((s) => s.id === 1)?.safety_level, 'not_for_soaking');
});

test("a member's closure report of the last 90 days comes first in the advice and is the status's source", async () => {
  const [row] = await t.db.query<{ id: number }>(
    `UPDATE springs SET latest_report_status = 'closed', latest_report_username = 'alice',
            latest_report_visited_on = current_date - 10, latest_report_at = now()
      WHERE id = 1 RETURNING id`,
  );
  try {
    const { body } = await getJson<SpringJson>(`/api/springs/${row!.id}`);
    const visited = body.latest_report?.visited_on;
    assert.deepEqual(
      body.safety?.reasons.map((r) => r.code),
      ['closure_reported', 'not_for_soaking'],
    );
    assert.equal(
      body.safety?.reasons[0]?.text.startsWith(`A member found it closed on ${visited}.`),
      true,
    );
    assert.equal(body.sources?.status?.text, `Reported closed by alice on ${visited}`);
    assert.deepEqual(body.safety?.reasons[0]?.source, body.sources?.status);

    await t.db.query(
      `UPDATE springs SET latest_report_visited_on = current_date - 91 WHERE id = 1`,
    );
    const old = await getJson<SpringJson>('/api/springs/1');
    assert.deepEqual(
      old.body.safety?.reasons.map((r) => r.code),
      ['not_for_soaking'],
    );
    assert.match(String(old.body.sources?.status?.text), /^Reported closed by alice on /);
  } finally {
    await t.db.query(
      `UPDATE springs SET latest_report_status = NULL, latest_report_username = NULL,
              latest_report_visited_on = NULL, latest_report_at = NULL WHERE id = 1`,
    );
  }
});

test('a spring without a recorded temperature: level unknown, "Unknown" said, no figure', async () => {
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM springs WHERE temperature_f IS NULL AND temperature_hint IS NULL ORDER BY id LIMIT 1`,
  );
  const { body } = await getJson<SpringJson>(`/api/springs/${row!.id}`);
  assert.equal(body.safety?.level, 'unknown');
  assert.match(String(body.safety?.reasons[0]?.text), /^Temperature: Unknown\./);
  assert.equal(
    body.sources?.temperature?.text,
    'NOAA thermal springs list, 1980: no temperature recorded',
  );
});

test('detail of a spring with a letter temperature carries the hint', async () => {
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM springs WHERE temperature_hint = 'W' ORDER BY id LIMIT 1`,
  );
  const { body } = await getJson<SpringJson>(`/api/springs/${row!.id}`);
  assert.equal(body.temperature_f, null);
  assert.equal(body.temperature_hint, 'W');
  assert.equal(body.safety?.level, 'caution');
  assert.deepEqual(
    body.safety?.reasons.map((r) => r.code),
    ['warm_water'],
  );
});

test('unknown id is 404 "Spring not found."; malformed ids are 400', async () => {
  assert.deepEqual(await getJson('/api/springs/99999'), {
    status: 404,
    body: { error: 'Spring not found.', code: 'not_found' },
  });
  for (const id of ['abc', '-1', '0', '1.5', '99999999999', '2147483648', '1e3', '%20']) {
    const { status, body } = await getJson<{ error: string }>(`/api/springs/${id}`);
    assert.equal(status, 400, id);
    assert.equal(typeof body.error, 'string');
  }
});

test('popular works before any review: named springs with measured temperatures nearest a comfortable soak', async () => {
  const { status, body } = await getJson<SpringSummaryJson[]>('/api/springs/popular');
  assert.equal(status, 200);
  assert.equal(body.length, RANKING.popularLimit);
  for (const s of body) {
    assert.ok(s.name);
    assert.equal(typeof s.temperature_f, 'number');
  }
  const distances = body.map((s) => Math.abs(Number(s.temperature_f) - RANKING.idealSoakF));
  assert.deepEqual(
    distances,
    [...distances].sort((a, b) => a - b),
  );
});

test('popular ranks reviewed springs by Bayesian average, so many good reviews beat one perfect one', async () => {
  await t.db.query('UPDATE springs SET average_rating = 5, review_count = 1 WHERE id = 20');
  await t.db.query('UPDATE springs SET average_rating = 4.6, review_count = 12 WHERE id = 30');
  await t.db.query('UPDATE springs SET average_rating = 1, review_count = 3 WHERE id = 40');
  await eventually(async () => {
    const { body } = await getJson<SpringSummaryJson[]>('/api/springs/popular');
    assert.deepEqual(
      body.slice(0, 2).map((s) => s.id),
      [30, 20],
    );
    // A poorly rated spring ranks below the unreviewed ones.
    assert.ok(!body.some((s) => s.id === 40));
  });
});

test('featured: six springs, the best-ranked of six different states', async () => {
  const { body } = await getJson<SpringSummaryJson[]>('/api/springs/featured');
  assert.equal(body.length, RANKING.featuredLimit);
  assert.equal(new Set(body.map((s) => s.state_code)).size, RANKING.featuredLimit);
  assert.equal(body[0]?.id, 30);
});
