import { Client } from 'pg';

/**
 * Whether creating or renaming a database failed because another session took its name meanwhile.
 * PostgreSQL answers "already exists" (42P04) when it sees the other database first, and a unique
 * violation of pg_database's names (23505) when both check at once: replicas of a service that
 * start together on a fresh server, or two test files building one template.
 */
export function nameTakenMeanwhile(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '42P04' || code === '23505';
}

/** Creates the database named in the URL when the server does not have it yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`).catch((err: unknown) => {
        if (!nameTakenMeanwhile(err)) throw err;
      });
    }
  } finally {
    await client.end();
  }
}

/** Drops a database, ending its open connections first (test clean-up). */
export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
