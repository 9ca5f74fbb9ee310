import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../database/ensure-database';

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
  const url = new URL(testServerUrl());
  url.pathname = `/test_${prefix}_${randomBytes(4).toString('hex')}`;
  const dbUrl = url.toString();
  await ensureDatabase(dbUrl);
  return { url: dbUrl, drop: () => dropDatabase(dbUrl) };
}

/** The NATS server tests use. */
export function testNatsUrl(): string {
  return process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
}
