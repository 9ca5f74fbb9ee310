import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { Database } from '../database/database';
import { dropDatabase, ensureDatabase } from '../database/ensure-database';
import { migrate } from '../database/migrate';

/** The PostgreSQL server tests use: TEST_DATABASE_URL's server, or the local one. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * A fresh, empty database on the real server for one test file, dropped by `drop()`. Its name
 * carries the prefix so that a leftover one is easy to recognise.
 */
export async function createTestDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = testDatabaseUrl(prefix);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

/** The URL of a database for one test file, not created yet: `test_<prefix>_<random>`. */
export function testDatabaseUrl(prefix: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/test_${prefix}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

/**
 * A fresh database for the tests of a file, made and migrated from `migrationsDir` (then given to
 * `prepare`) in a before hook, closed and dropped in an after hook: the returned pool connects
 * once the tests run. What else the file prepares goes in `prepare`: Node 20 runs a file's
 * before hooks at once, not one after the other.
 */
export function useMigratedDatabase(
  prefix: string,
  migrationsDir: string,
  options: { poolSize?: number; prepare?: (db: Database) => Promise<void> } = {},
): Database {
  const url = testDatabaseUrl(prefix);
  const db = new Database(url, options.poolSize ?? 1);
  before(async () => {
    await ensureDatabase(url);
    await migrate(db, migrationsDir);
    await options.prepare?.(db);
  });
  after(async () => {
    await db.close();
    await dropDatabase(url);
  });
  return db;
}

/** The NATS server tests use. */
export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}
