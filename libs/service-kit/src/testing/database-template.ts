import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Client } from 'pg';
import { Database } from '../database/database';
import { dropDatabase, ensureDatabase, nameTakenMeanwhile } from '../database/ensure-database';
import { migrate } from '../database/migrate';
import { testDatabaseUrl, testServerUrl } from './database-fixture';

/**
 * A database that many test files start from: migrated, then filled (the springs imported), once
 * per change of what decides its content, and kept on the server as a template that each file
 * copies in a fraction of a second instead of filling its own.
 */
export interface DatabaseTemplate {
  /** Its name on the server: `template_<name>_<hash of the inputs>`. */
  name: string;
  migrationsDir: string;
  /** Writes the content, as the tests would have after starting the service. */
  fill: (db: Database) => Promise<void>;
  /**
   * Files and folders whose contents decide what `fill` writes: its data, and the built code it
   * runs (the service's `dist`, the kit's and the contracts'), so that a change to any of them
   * makes a new template rather than reusing one that no longer matches.
   */
  inputs: string[];
}

/** The built code (`dist`) of workspace packages, for a template's inputs. */
export function builtPackages(...names: string[]): string[] {
  return names.map((name) => {
    const entry = require.resolve(name);
    return entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`) + 5);
  });
}

// Older templates of the same name are dropped once this old: another checkout on the machine may
// still be copying from its own.
const KEEP_OLD_TEMPLATES_MS = 3_600_000;

/** A fresh database with the template's content, for one test file, dropped by `drop()`. */
export async function createDatabaseFromTemplate(
  template: DatabaseTemplate,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = await ensureTemplate(template);
  const url = testDatabaseUrl(prefix);
  await onServer((client) =>
    client.query(`CREATE DATABASE ${new URL(url).pathname.slice(1)} TEMPLATE ${source}`),
  );
  return { url, drop: () => dropDatabase(url) };
}

async function ensureTemplate(template: DatabaseTemplate): Promise<string> {
  const name = `template_${template.name}_${await hashOf([template.migrationsDir, ...template.inputs])}`;
  if (await exists(name)) return name;
  // Built under a name of its own and renamed when whole, so that no file copies a half-filled
  // template; when two build at once, the first rename wins and the other build is dropped.
  const building = new URL(testServerUrl());
  building.pathname = `/building_${template.name}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(building.toString());
  try {
    const db = new Database(building.toString(), 2);
    try {
      await migrate(db, template.migrationsDir);
      await template.fill(db);
    } finally {
      await db.close();
    }
    await onServer(async (client) => {
      await client.query(`ALTER DATABASE ${building.pathname.slice(1)} RENAME TO ${name}`);
      await client.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
    });
  } catch (err) {
    await dropDatabase(building.toString());
    if (!nameTakenMeanwhile(err)) throw err;
  }
  await dropOldTemplates(template.name, name);
  return name;
}

async function dropOldTemplates(templateName: string, current: string): Promise<void> {
  const old = await onServer((client) =>
    client.query<{ datname: string }>(
      `SELECT datname FROM pg_database
        WHERE datname LIKE $1 AND datname <> $2
          AND coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < $3`,
      [`template\\_${templateName}\\_%`, current, Date.now() - KEEP_OLD_TEMPLATES_MS],
    ),
  );
  for (const { datname } of old.rows) {
    // In use by a test of another checkout: it goes next time.
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${datname}`)).catch(
      () => undefined,
    );
  }
}

async function exists(name: string): Promise<boolean> {
  const found = await onServer((client) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  return found.rowCount === 1;
}

async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A short hash of the paths' contents and of the names inside folders (walked in name order), not
 * of where the checkout is: two checkouts of one commit share a template.
 */
async function hashOf(paths: string[]): Promise<string> {
  const hash = createHash('sha256');
  const add = async (root: string, path: string): Promise<void> => {
    if ((await stat(path)).isDirectory()) {
      for (const entry of (await readdir(path)).sort()) await add(root, join(path, entry));
      return;
    }
    hash.update(relative(root, path)).update(await readFile(path));
  };
  for (const path of paths) await add(path, path);
  return hash.digest('hex').slice(0, 16);
}
