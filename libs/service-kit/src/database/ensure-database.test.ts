import { test } from 'node:test';
import { Client } from 'pg';
import { testDatabaseUrl } from '../testing/database-fixture';
import { dropDatabase, ensureDatabase } from './ensure-database';

test('processes that find no database at once all go on, with the one database created', async () => {
  // As replicas of a service starting together on a fresh server: most used to fail with a
  // unique violation of pg_database's names, which ended the process. The one database answers.
  const url = testDatabaseUrl('ensure');
  try {
    await Promise.all(Array.from({ length: 6 }, () => ensureDatabase(url)));
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.end();
  } finally {
    await dropDatabase(url);
  }
});
