import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PoolClient } from 'pg';
import type { Database } from './database';

// Any constant shared by all services: the lock only has to keep two replicas of one service
// from migrating the same database at once.
const MIGRATION_LOCK = 727_001;

const MIGRATION_NAME = /^\d+_[^/]+$/;

/**
 * A migration SQL cannot express (a value only the service's code computes), run inside the
 * migration's transaction like a file. It is named as a file would be (`NNN_name`, no `.sql`) and
 * takes its place in name order among the files.
 */
export type MigrationStep = (client: PoolClient) => Promise<void>;

/**
 * Applies the `NNN_name.sql` files of a folder, and the named code `steps`, that the database has
 * not seen yet, in name order, all in one transaction. Replicas starting together wait for one
 * another.
 */
export async function migrate(
  db: Database,
  dir: string,
  steps: Record<string, MigrationStep> = {},
): Promise<string[]> {
  for (const name of Object.keys(steps)) {
    if (!MIGRATION_NAME.test(name) || name.endsWith('.sql')) {
      throw new Error(`migration step "${name}" is not named NNN_name`);
    }
  }
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f));
  const names = [...files, ...Object.keys(steps)].sort();
  return db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (r) => r.name,
      ),
    );
    const applied: string[] = [];
    for (const name of names.filter((n) => !done.has(n))) {
      const step = steps[name];
      if (step) await step(client);
      else await client.query(await readFile(join(dir, name), 'utf8'));
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

// Like MIGRATION_LOCK: only replicas of one service replace the same functions at once.
const FUNCTIONS_LOCK = 727_005;

/**
 * Runs `CREATE OR REPLACE FUNCTION` SQL after the migrations, at every start: functions written
 * from the service's code (a rule it states once) follow that code, where a migration would keep
 * the definition of the day it shipped. Replicas starting together replace them one after the other.
 */
export async function replaceFunctions(db: Database, sql: string): Promise<void> {
  await db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [FUNCTIONS_LOCK]);
    await client.query(sql);
  });
}
