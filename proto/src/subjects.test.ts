import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICES, STREAMS, SUBJECTS } from './services';
import { BILLING_RPC, SPRINGS_RPC, subjectMatches as matches } from './subjects';

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

test("each service's events are `<service>.<entity>.<past-tense>`, held by its stream alone", () => {
  for (const { name, events } of SERVICES) {
    for (const subject of Object.values(events?.subjects ?? {})) {
      assert.equal(subject.split('.').length, 3, subject);
      assert.deepEqual(
        streamsOf(subject).map((stream) => stream.name),
        [events?.stream],
        `${subject} (${name})`,
      );
    }
  }
});

test('no two events share a key or a subject', () => {
  const declared = SERVICES.flatMap(({ events }) => Object.entries(events?.subjects ?? {}));
  assert.equal(Object.keys(SUBJECTS).length, declared.length, 'two events share a key');
  assert.equal(
    new Set(Object.values(SUBJECTS)).size,
    declared.length,
    'two events share a subject',
  );
});

test('no stream captures a request/reply subject', () => {
  for (const subject of [...Object.values(SPRINGS_RPC), ...Object.values(BILLING_RPC)]) {
    assert.deepEqual(streamsOf(subject), [], subject);
  }
});
