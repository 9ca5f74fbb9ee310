import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BILLING_RPC, SPRINGS_RPC, STREAMS, SUBJECTS, subjectMatches as matches } from './subjects';

const streamsOf = (subject: string) =>
  Object.values(STREAMS).filter((s) => s.subjects.some((p) => matches(p, subject)));

test('the matcher follows NATS wildcards', () => {
  assert.ok(matches('springs.>', 'springs.spring.created'));
  assert.ok(matches('springs.*.created', 'springs.spring.created'));
  assert.ok(!matches('springs.>', 'springs'));
  assert.ok(!matches('springs.*', 'springs.spring.created'));
  assert.ok(matches('>', 'springs.spring.created'));
  assert.ok(!matches('springs.spring.created.>', 'springs.spring.created'));
});

test("every event subject is held by exactly one stream, its service's", () => {
  for (const subject of Object.values(SUBJECTS)) {
    const streams = streamsOf(subject);
    assert.equal(streams.length, 1, subject);
    assert.equal(streams[0]?.name.toLowerCase(), subject.split('.')[0], subject);
  }
});

test('no stream captures a request/reply subject', () => {
  for (const subject of [...Object.values(SPRINGS_RPC), ...Object.values(BILLING_RPC)]) {
    assert.deepEqual(streamsOf(subject), [], subject);
  }
});
