import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SpringFlagSchema } from '@hotsprings/contracts';
import { assertKeeps } from '@hotsprings/service-kit/testing';
import { useSpringsService } from '../testing/springs-test-app';

const t = useSpringsService();

const ALICE = { 'x-user-id': '101', 'x-username': 'alice' };

async function flag(
  springId: number | string,
  body: unknown,
  headers: Record<string, string> = ALICE,
) {
  const res = await fetch(`${t.url}/api/springs/${springId}/flags`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('a member flags a wrong fact: stored with who sent it, answered as open', async () => {
  const sent = await flag(7, { fact: 'temperature', note: '  It is closer to 90 °F now.\n' });
  assert.equal(sent.status, 201);
  assertKeeps(SpringFlagSchema, sent.body);
  const { id, created_at, ...rest } = sent.body;
  assert.match(String(id), /^[1-9]\d*$/);
  assert.ok(Math.abs(Date.parse(String(created_at)) - Date.now()) < 60_000);
  assert.deepEqual(rest, {
    spring_id: 7,
    fact: 'temperature',
    note: 'It is closer to 90 °F now.',
    status: 'open',
  });
  const rows = await t.db.query(
    'SELECT spring_id, user_id, username, fact, note, status FROM spring_flags WHERE id = $1',
    [id],
  );
  assert.deepEqual(rows, [
    {
      spring_id: 7,
      user_id: '101',
      username: 'alice',
      fact: 'temperature',
      note: 'It is closer to 90 °F now.',
      status: 'open',
    },
  ]);
});

test('bad input is refused with a clear reason that quotes nothing sent', async () => {
  const FACT = "Fact must be 'name', 'location', 'temperature' or 'other'.";
  const NOTE = 'Please describe what is wrong in the note.';
  const refused: Array<[unknown, string | RegExp]> = [
    [{ note: 'Wrong name' }, FACT],
    [{ fact: 'smell', note: 'Wrong name' }, FACT],
    [{ fact: 'Name', note: 'Wrong name' }, FACT],
    [{ fact: 3, note: 'Wrong name' }, FACT],
    [{ fact: 'name' }, NOTE],
    [{ fact: 'name', note: '   \n ' }, NOTE],
    [{ fact: 'name', note: 'x'.repeat(1001) }, 'Note must be at most 1000 characters.'],
    [{ fact: 'name', note: 42 }, 'Note must be text.'],
    [{ fact: 'name', note: 'bell\u0007' }, /must not contain control characters/],
    [[], 'A JSON body with a fact and a note is required.'],
  ];
  for (const [body, error] of refused) {
    const answer = await flag(7, body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    assert.equal(answer.body.code, 'validation_failed');
    if (typeof error === 'string') assert.equal(answer.body.error, error, JSON.stringify(body));
    else assert.match(String(answer.body.error), error);
  }
  assert.equal((await flag(7, { fact: 'other', note: 'x'.repeat(1000) })).status, 201);
  const stored = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM spring_flags WHERE spring_id = 7 AND fact = 'other'",
  );
  assert.equal(stored[0]?.n, 1, 'nothing refused was stored');
});

test('an unknown spring is 404, a malformed id 400, an anonymous caller 401', async () => {
  assert.deepEqual(await flag(99999, { fact: 'name', note: 'No such spring' }), {
    status: 404,
    body: { error: 'Spring not found.', code: 'not_found' },
  });
  assert.equal((await flag('x', { fact: 'name', note: 'Bad id' })).status, 400);
  assert.deepEqual(await flag(7, { fact: 'name', note: 'Anonymous' }, {}), {
    status: 401,
    body: { error: 'You must be logged in.', code: 'unauthenticated' },
  });
  const rows = await t.db.query(
    "SELECT 1 FROM spring_flags WHERE note IN ('No such spring', 'Anonymous')",
  );
  assert.equal(rows.length, 0);
});
