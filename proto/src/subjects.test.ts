import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SPRINGS_RPC, STREAMS, SUBJECTS } from './subjects';

/** NATS subject matching: `*` stands for one token, a final `>` for one or more. */
function matches(pattern: string, subject: string): boolean {
  const wanted = pattern.split('.');
  const tokens = subject.split('.');
  for (const [i, token] of wanted.entries()) {
    if (token === '>') return tokens.length > i;
    if (i >= tokens.length || (token !== '*' && token !== tokens[i])) return false;
  }
  return wanted.length === tokens.length;
}

const streamsOf = (subject: string) =>
  Object.values(STREAMS).filter((s) => s.subjects.some((p) => matches(p, subject)));

test('the matcher follows NATS wildcards', () => {
  assert.ok(matches('springs.>', 'springs.spring.created'));
  assert.ok(matches('springs.*.created', 'springs.spring.created'));
  assert.ok(!matches('springs.>', 'springs'));
  assert.ok(!matches('springs.*', 'springs.spring.created'));
});

test("every event subject is held by exactly one stream, its service's", () => {
  for (const subject of Object.values(SUBJECTS)) {
    const streams = streamsOf(subject);
    assert.equal(streams.length, 1, subject);
    assert.equal(streams[0]?.name.toLowerCase(), subject.split('.')[0], subject);
  }
});

test('no stream captures a request/reply subject', () => {
  for (const subject of Object.values(SPRINGS_RPC)) assert.deepEqual(streamsOf(subject), []);
});
