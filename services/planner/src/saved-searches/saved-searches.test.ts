import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { httpCall } from '@hotsprings/service-kit/testing';
import { as, startPlannerTestApp, type PlannerTestApp } from '../testing/planner-test-app';
import { SAVED_SEARCH } from '../testing/trips';
import { SEARCH_NOT_FOUND } from './saved-searches.controller';

let t: PlannerTestApp;
before(async () => {
  t = await startPlannerTestApp();
});
after(() => t.close());

const search = SAVED_SEARCH;
const call = (method: string, path: string, userId?: number, body?: unknown) =>
  httpCall(t.url, method, `/api/planner/saved-searches${path}`, {
    headers: userId === undefined ? {} : as(userId),
    body,
  });

test('a saved search opens for any signed-in member under an unguessable id', async () => {
  const saved = await call('POST', '', 1, search);
  assert.equal(saved.status, 201);
  assert.match(saved.body.id, /^[A-Za-z0-9_-]{22}$/);
  const opened = await call('GET', `/${saved.body.id}`, 2);
  assert.equal(opened.status, 200);
  const { id, created_at, ...fields } = opened.body;
  assert.equal(id, saved.body.id);
  assert.ok(!Number.isNaN(Date.parse(created_at)));
  assert.deepEqual(fields, search);
  assert.notEqual((await call('POST', '', 1, search)).body.id, saved.body.id);
});

test('signed out 401; an unknown id 404; a malformed one 400; a bad body 400', async () => {
  assert.equal((await call('POST', '', undefined, search)).status, 401);
  assert.equal((await call('GET', '/AAAAAAAAAAAAAAAAAAAAAA')).status, 401);
  const unknown = await call('GET', '/AAAAAAAAAAAAAAAAAAAAAA', 1);
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.error, SEARCH_NOT_FOUND);
  assert.equal((await call('GET', '/1', 1)).status, 400);
  assert.equal((await call('GET', `/${'A'.repeat(23)}`, 1)).status, 400);
  for (const change of [
    { startCoords: 'Boise' },
    { endCoords: { lat: 100, lon: 0 } },
    { maxDistance: 0 },
    { maxDistance: undefined },
    { start: 'x'.repeat(201) },
    { end: 'a\nb' },
  ]) {
    const answer = await call('POST', '', 1, { ...search, ...change });
    assert.equal(answer.status, 400, JSON.stringify(change));
  }
});
