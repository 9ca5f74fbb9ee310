import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICES, STREAMS } from './services';

test('each service has its own name, port and store', () => {
  for (const key of ['name', 'port'] as const) {
    const values = SERVICES.map((service) => service[key]);
    assert.equal(new Set(values).size, values.length, `two services share a ${key}`);
  }
  const databases = SERVICES.map(({ store }) => store.postgres);
  assert.equal(new Set(databases).size, databases.length, 'two services share a database');
});

test('each service that publishes has a stream named after it, holding `<service>.>`', () => {
  for (const { name, events } of SERVICES) {
    if (events) assert.equal(events.stream, name.toUpperCase(), name);
  }
  assert.deepEqual(STREAMS.reviews, { name: 'REVIEWS', subjects: ['reviews.>'] });
});
