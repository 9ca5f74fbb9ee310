import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICES } from './services';
import { STREAMS } from './subjects';

test('each service has its own name, port and store', () => {
  for (const key of ['name', 'port'] as const) {
    const values = SERVICES.map((service) => service[key]);
    assert.equal(new Set(values).size, values.length, `two services share a ${key}`);
  }
  const databases = SERVICES.map(({ store }) => store.postgres);
  assert.equal(new Set(databases).size, databases.length, 'two services share a database');
});

test('each service publishes to its own stream, and every stream has its publisher', () => {
  for (const { name, publishes } of SERVICES) {
    assert.deepEqual(publishes.subjects, [`${name}.>`], name);
  }
  assert.deepEqual(
    SERVICES.map(({ publishes }) => publishes.name).sort(),
    Object.values(STREAMS)
      .map(({ name }) => name)
      .sort(),
  );
});
