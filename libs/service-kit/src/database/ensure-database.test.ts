import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client } from 'pg';
import { testDatabaseUrl, testServerUrl } from '../testing/database-fixture';
import { dropDatabase, ensureDatabase } from './ensure-database';

test('processes that find no database at once all go on, with the one database created', async () => {
  // As replicas of a service starting together on a fresh server: most used to fail with a
  // unique violation of pg_database's names, which ended the process.
  const url = testDatabaseUrl('ensure');
  try {
    await Promise.all(Array.from({ length: 6 }, () => ensureDatabase(url)));
    const client = new Client({ connectionString: testServerUrl() });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        new URL(url).pathname.slice(1),
      ]);
      assert.equal(found.rowCount, 1);
    } finally {
      await client.end();
    }
  } finally {
    await dropDatabase(url);
  }
});
