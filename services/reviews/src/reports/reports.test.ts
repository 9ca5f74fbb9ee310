import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { latestVisitDate, REPORTS_PAGE_SIZE } from '@hotsprings/contracts';
import { httpCall, multipartForm, photoWithSecrets } from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from '../testing/service-fixture';

// No spring event ever announced it.
const UNKNOWN_SPRING = 7;
const SECRET = 'secret-spring-location';
// Status and body only, so whole answers can be compared.
const call = (...args: Parameters<typeof httpCall>) =>
  httpCall(...args).then(({ status, body }) => ({ status, body }));
const service = useReviewsService();

const report = { visited_on: '2026-06-01', status: 'open' };
const refused = (error: string, status = 400, code = 'validation_failed') => ({
  status,
  body: { error, code },
});

const post = (spring: number, body: unknown, userId = 1, username = `user${userId}`) =>
  call(service.url, 'POST', `/api/springs/${spring}/reports`, {
    headers: as(userId, username),
    body,
  });

describe('writing condition reports', () => {
  test('create, list, edit and delete, with the author rules', async () => {
    const spring = await service.addSpring();
    const full = {
      visited_on: '2026-05-20',
      status: 'seasonal_closure',
      water_temperature_f: 104.5,
      flow: 'low',
      crowding: 'busy',
      note: '  Gate locked; **snow** on the road.  ',
    };
    const created = await post(spring, full, 1, 'ann');
    assert.equal(created.status, 201);
    const { id, created_at, updated_at, ...rest } = created.body;
    assert.match(id, /^\d+$/);
    assert.equal(created_at, updated_at);
    assert.deepEqual(rest, {
      spring_id: spring,
      user: { id: '1', username: 'ann' },
      visited_on: '2026-05-20',
      status: 'seasonal_closure',
      water_temperature_f: 104.5,
      flow: 'low',
      crowding: 'busy',
      note: 'Gate locked; **snow** on the road.',
      image_url: null,
    });

    const minimal = await post(spring, report, 2, 'bob');
    assert.equal(minimal.status, 201);
    assert.equal(minimal.body.water_temperature_f, null);
    assert.equal(minimal.body.flow, null);
    assert.equal(minimal.body.crowding, null);
    assert.equal(minimal.body.note, null);

    const list = await call(service.url, 'GET', `/api/springs/${spring}/reports`);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body, {
      reports: [minimal.body, created.body],
      page: 1,
      total_pages: 1,
      total: 2,
    });

    const edit = { ...report, visited_on: '2026-05-21', status: 'closed', flow: '' };
    const path = `/api/reports/${id}`;
    assert.equal((await call(service.url, 'PUT', path, { body: edit })).status, 401);
    assert.deepEqual(
      await call(service.url, 'PUT', path, { headers: as(2, 'bob'), body: edit }),
      refused('You can only edit your own reports.', 403, 'forbidden'),
    );
    const updated = await call(service.url, 'PUT', path, {
      headers: as(1, 'ann'),
      body: edit,
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.visited_on, '2026-05-21');
    assert.equal(updated.body.status, 'closed');
    assert.equal(updated.body.flow, null);
    assert.equal(updated.body.water_temperature_f, null);
    assert.equal(updated.body.created_at, created_at);

    assert.equal((await call(service.url, 'DELETE', path)).status, 401);
    assert.deepEqual(
      await call(service.url, 'DELETE', path, { headers: as(2, 'bob') }),
      refused('You can only delete your own reports.', 403, 'forbidden'),
    );
    assert.equal((await call(service.url, 'DELETE', path, { headers: as(1, 'ann') })).status, 204);
    assert.deepEqual(
      await call(service.url, 'DELETE', path, { headers: as(1, 'ann') }),
      refused('Report not found.', 404, 'not_found'),
    );
    assert.deepEqual(
      await call(service.url, 'PUT', path, { headers: as(1, 'ann'), body: edit }),
      refused('Report not found.', 404, 'not_found'),
    );
    const after = await call(service.url, 'GET', `/api/springs/${spring}/reports`);
    assert.deepEqual(after.body.reports, [minimal.body]);
  });

  test('one report per member, spring and visit date', async () => {
    const spring = await service.addSpring();
    const other = await service.addSpring();
    const conflict = refused(
      'You have already reported this spring for that visit date. Edit that report instead.',
      409,
      'already_reported',
    );
    assert.equal((await post(spring, report, 3)).status, 201);
    assert.deepEqual(await post(spring, { ...report, status: 'closed' }, 3), conflict);
    // Another day, another spring, another member: each is a report of its own.
    const nextDay = await post(spring, { ...report, visited_on: '2026-06-02' }, 3);
    assert.equal(nextDay.status, 201);
    assert.equal((await post(other, report, 3)).status, 201);
    assert.equal((await post(spring, report, 4)).status, 201);
    // Nor may an edit move a report onto a day already reported.
    assert.deepEqual(
      await call(service.url, 'PUT', `/api/reports/${nextDay.body.id}`, {
        headers: as(3),
        body: report,
      }),
      conflict,
    );
    // Concurrent duplicates: exactly one is written.
    const again = { ...report, visited_on: '2026-06-03' };
    const results = await Promise.all([1, 2, 3, 4].map(() => post(spring, again, 3)));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409, 409]);
  });

  test('bad input is refused with a clear message, and nothing is written', async () => {
    const spring = await service.addSpring();
    const tomorrowSomewhere = new Date(Date.now() + 38 * 3600 * 1000).toISOString().slice(0, 10);
    const cases: Array<[unknown, string]> = [
      [{ status: 'open' }, 'visited_on is required: the day of the visit, written YYYY-MM-DD.'],
      [{ ...report, visited_on: '06/01/2026' }, 'visited_on must be a date written YYYY-MM-DD.'],
      [{ ...report, visited_on: '2026-02-30' }, 'visited_on must be a date written YYYY-MM-DD.'],
      [{ ...report, visited_on: 20260601 }, 'visited_on must be a date written YYYY-MM-DD.'],
      [{ ...report, visited_on: tomorrowSomewhere }, 'visited_on cannot be later than today.'],
      [{ ...report, visited_on: '2999-01-01' }, 'visited_on cannot be later than today.'],
      [{ ...report, visited_on: '1979-12-31' }, 'visited_on cannot be before 1980-01-01.'],
      [
        { visited_on: '2026-06-01' },
        'status is required: one of open, closed, seasonal_closure, access_restricted.',
      ],
      [
        { ...report, status: 'OPEN' },
        'status must be one of: open, closed, seasonal_closure, access_restricted.',
      ],
      ...[500, 31.9, 212.1, 100.25, '98F', true].map((t): [unknown, string] => [
        { ...report, water_temperature_f: t },
        'water_temperature_f must be a number of °F from 32 to 212, with at most one decimal.',
      ]),
      [{ ...report, flow: 'raging' }, 'flow must be one of: none, low, normal, high.'],
      [{ ...report, crowding: 7 }, 'crowding must be one of: empty, some, busy.'],
      [{ ...report, note: 'x'.repeat(10_001) }, 'Note must be text of at most 10000 characters.'],
      [{ ...report, note: ['a'] }, 'Note must be text of at most 10000 characters.'],
      [[report], 'Send the report as a JSON object or a multipart form.'],
    ];
    for (const [body, error] of cases) {
      assert.deepEqual(await post(spring, body), refused(error), JSON.stringify(body));
    }
    const list = await call(service.url, 'GET', `/api/springs/${spring}/reports`);
    assert.equal(list.body.total, 0);
    // The bounds themselves are accepted; so is today at UTC+14.
    for (const [i, body] of [
      { ...report, visited_on: '1980-01-01', water_temperature_f: 32 },
      { ...report, visited_on: latestVisitDate(), water_temperature_f: '212' },
    ].entries()) {
      assert.equal((await post(spring, body, 40 + i)).status, 201);
    }
  });

  test('an unknown spring is 404, a bad id 400, and reading needs no sign-in', async () => {
    assert.deepEqual(
      await post(UNKNOWN_SPRING, report),
      refused('Spring not found.', 404, 'not_found'),
    );
    assert.equal(
      (await call(service.url, 'POST', `/api/springs/7/reports`, { body: report })).status,
      401,
    );
    assert.equal((await call(service.url, 'GET', '/api/springs/abc/reports')).status, 400);
    assert.equal(
      (await call(service.url, 'PUT', '/api/reports/x1', { headers: as(1), body: report })).status,
      400,
    );
    assert.deepEqual(await call(service.url, 'GET', `/api/springs/${UNKNOWN_SPRING}/reports`), {
      status: 200,
      body: { reports: [], page: 1, total_pages: 0, total: 0 },
    });
  });
});

describe('listing condition reports', () => {
  test('pages run newest visit first, then newest written first', async () => {
    const spring = await service.addSpring();
    const count = REPORTS_PAGE_SIZE + 3;
    // Visit days in a shuffled order, two members on the last day.
    const days = Array.from(
      { length: count - 1 },
      (_, i) => `2025-01-${String(i + 1).padStart(2, '0')}`,
    );
    for (const day of [...days].sort(() => Math.random() - 0.5)) {
      assert.equal((await post(spring, { ...report, visited_on: day }, 50)).status, 201);
    }
    const lastDay = days.at(-1) as string;
    const later = await post(spring, { ...report, visited_on: lastDay }, 51);
    const path = `/api/springs/${spring}/reports`;
    const first = await call(service.url, 'GET', path);
    const second = await call(service.url, 'GET', `${path}?page=2`);
    assert.equal(first.body.total, count);
    assert.equal(first.body.total_pages, 2);
    assert.equal(first.body.reports.length, REPORTS_PAGE_SIZE);
    assert.equal(second.body.page, 2);
    assert.equal(second.body.reports.length, 3);
    const order = [...first.body.reports, ...second.body.reports].map(
      (r: { visited_on: string; user: { id: string } }) => `${r.visited_on}/${r.user.id}`,
    );
    assert.deepEqual(order, [`${lastDay}/51`, ...[...days].reverse().map((day) => `${day}/50`)]);
    assert.equal(first.body.reports[0].id, later.body.id);
    const beyond = await call(service.url, 'GET', `${path}?page=3`);
    assert.deepEqual(beyond.body, { reports: [], page: 3, total_pages: 2, total: count });
    for (const page of ['0', '-1', 'x', '1.5', '1001']) {
      assert.deepEqual(
        await call(service.url, 'GET', `${path}?page=${page}`),
        refused('page must be a whole number from 1 to 1000.'),
        page,
      );
    }
  });
});

describe('report photos', () => {
  test('a photo in the form is stored without its EXIF, and an edit may replace it', async () => {
    const spring = await service.addSpring();
    const jpeg = await photoWithSecrets('jpeg', SECRET);
    assert.ok((await sharp(jpeg).metadata()).exif, 'the fixture carries EXIF');
    const photo = (field: string) => ({
      field,
      bytes: jpeg,
      name: 'visit.jpg',
      type: 'image/jpeg',
    });
    const res = await call(service.url, 'POST', `/api/springs/${spring}/reports`, {
      headers: as(60),
      body: multipartForm({ ...report, water_temperature_f: '101', flow: '' }, photo('photo')),
    });
    assert.equal(res.status, 201);
    const created = res.body as {
      id: string;
      image_url: string;
      flow: null;
      water_temperature_f: number;
    };
    assert.equal(created.water_temperature_f, 101);
    assert.equal(created.flow, null);
    assert.match(created.image_url, /^\/uploads\/reviews\/[0-9a-f]{32}\.jpg$/);
    const served = await fetch(`${service.url}${created.image_url}`);
    assert.equal(served.status, 200);
    const stored = Buffer.from(await served.arrayBuffer());
    assert.equal((await sharp(stored).metadata()).exif, undefined);
    assert.ok(!stored.includes(SECRET));

    // A JSON edit keeps the photo; deleting the report removes it.
    const kept = await call(service.url, 'PUT', `/api/reports/${created.id}`, {
      headers: as(60),
      body: { ...report, status: 'closed' },
    });
    assert.equal(kept.body.image_url, created.image_url);
    await call(service.url, 'DELETE', `/api/reports/${created.id}`, { headers: as(60) });
    assert.equal((await fetch(`${service.url}${created.image_url}`)).status, 404);

    // The review's field name is not a report's.
    const wrong = await call(service.url, 'POST', `/api/springs/${spring}/reports`, {
      headers: as(61),
      body: multipartForm(report, photo('reviewImage')),
    });
    assert.equal(wrong.status, 400);
  });
});
