// `make backup` / `make restore FROM=<folder>`: every store of the stack `make dev` runs (named by
// stackConfig, with the same settings from the environment) to one dated folder and back.
//   node scripts/backup.mjs backup [folder]            (default: $BACKUP_DIR/<UTC timestamp>;
//   uploaded to BACKUP_S3_BUCKET when set: backup-s3.mjs)
//   node scripts/backup.mjs restore <folder>|s3://<bucket>/<prefix>/<folder> [--force]
//   [--only=<store>,...] (or FORCE=1, ONLY=...; REPROJECT=0 leaves the projections to the operator)
//   node scripts/backup.mjs list                       (the backups in BACKUP_S3_BUCKET)
// The services must be stopped during a restore; once they run again, the restore rebuilds every
// projection from its owner's records (reproject.mjs), since the stores may be of different moments.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  backupS3Settings,
  downloadBackup,
  listBackups,
  MANIFEST,
  storeOffsite,
} from './backup-s3.mjs';
import { stackConfig } from './stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { Database, dropDatabase, ensureDatabase } = require('@hotsprings/service-kit/core');
const FORMAT = 1;

/**
 * The stores to save, from the stack's own settings: each service's PostgreSQL database, each
 * uploads folder on disk (none when images go to S3: the bucket keeps them), and the forum's
 * MongoDB when MONGODB_URL is set.
 */
export function backupStores(config, env = process.env) {
  const stores = [];
  for (const proc of config.processes) {
    if (proc.env.DATABASE_URL)
      stores.push({ store: proc.name, kind: 'postgres', url: proc.env.DATABASE_URL });
    if (proc.env.UPLOADS_DIR && !env.S3_BUCKET)
      stores.push({ store: proc.name, kind: 'uploads', dir: proc.env.UPLOADS_DIR });
  }
  if (env.MONGODB_URL) stores.push({ store: 'community', kind: 'mongo', url: env.MONGODB_URL });
  return stores;
}

/** The stack `make dev` runs with this environment (PORT, DEV_PORT_BASE, DEV_DB_SUFFIX, ...). */
export function devStackConfig(env = process.env) {
  return stackConfig({
    gatewayPort: Number(env.PORT ?? 8080),
    portBase: Number(env.DEV_PORT_BASE ?? 3000),
    dbSuffix: env.DEV_DB_SUFFIX ?? '',
  });
}

const fileName = ({ store, kind }) =>
  ({
    postgres: `${store}.pgdump`,
    uploads: `${store}-uploads.tar`,
    mongo: `${store}.mongo.archive`,
  })[kind];

function sha256(file) {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => done(hash.digest('hex')))
      .on('error', fail);
  });
}

const run = (command, args) =>
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));

async function databaseExists(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const db = new Database(admin.toString(), 1);
  try {
    const rows = await db.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName(url),
    ]);
    return rows.length > 0;
  } finally {
    await db.close();
  }
}

/** Writes every store's copy and the manifest into `folder`; returns the manifest. */
export async function backup(folder, config = devStackConfig(), env = process.env) {
  mkdirSync(folder, { recursive: true });
  if (!env.MONGODB_URL)
    console.log('MONGODB_URL is not set: the forum is in PostgreSQL, no mongodump.');
  if (env.S3_BUCKET) console.log(`Images are in the S3 bucket ${env.S3_BUCKET}: not copied here.`);
  const files = [];
  for (const store of backupStores(config, env)) {
    const file = fileName(store);
    const path = join(folder, file);
    if (store.kind === 'postgres') {
      if (!(await databaseExists(store.url))) {
        console.log(`${store.store}: no database ${databaseName(store.url)}, skipped.`);
        continue;
      }
      run('pg_dump', ['--format=custom', '--no-owner', `--file=${path}`, `--dbname=${store.url}`]);
    } else if (store.kind === 'uploads') {
      mkdirSync(store.dir, { recursive: true });
      run('tar', ['--create', `--file=${path}`, `--directory=${store.dir}`, '.']);
    } else {
      run('mongodump', [`--uri=${store.url}`, `--archive=${path}`]);
    }
    const size = statSync(path).size;
    const migration = store.kind === 'postgres' ? await lastMigration(store.url) : undefined;
    files.push({
      store: store.store,
      kind: store.kind,
      file,
      size,
      sha256: await sha256(path),
      migration,
    });
    console.log(`${store.store} ${store.kind}: ${file} (${size} bytes)`);
  }
  const manifest = {
    format: FORMAT,
    created_at: new Date().toISOString(),
    commit: gitCommit(),
    files,
  };
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Backup written to ${folder}`);
  return manifest;
}

/** The database's last migration (service-kit's schema_migrations), or undefined without one. */
async function lastMigration(url) {
  const db = new Database(url, 1);
  try {
    const [row] = await db.query('SELECT max(name) AS name FROM schema_migrations');
    return row?.name ?? undefined;
  } catch {
    return undefined; // not migrated by the kit
  } finally {
    await db.close();
  }
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return undefined; // not a git checkout (a container image)
  }
}

/** Reads the manifest and checks every file's size and checksum; throws on the first fault. */
export async function verifiedManifest(folder) {
  const manifestPath = join(folder, MANIFEST);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: not a backup folder`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.format !== FORMAT) throw new Error(`Unknown backup format ${manifest.format}`);
  for (const entry of manifest.files) {
    const path = join(folder, entry.file);
    if (!existsSync(path)) throw new Error(`${entry.file} is missing from the backup`);
    if (statSync(path).size !== entry.size || (await sha256(path)) !== entry.sha256)
      throw new Error(`${entry.file} does not match its checksum in the manifest`);
  }
  return manifest;
}

/** Why a store is not empty, or undefined when it is. */
async function notEmpty(store) {
  if (store.kind === 'postgres') {
    if (!(await databaseExists(store.url))) return undefined;
    const db = new Database(store.url, 1);
    try {
      const tables = await db.query(
        `SELECT 1 FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
           AND tablename <> 'spatial_ref_sys' LIMIT 1`,
      );
      return tables.length ? `the database ${databaseName(store.url)} has tables` : undefined;
    } finally {
      await db.close();
    }
  }
  if (store.kind === 'uploads')
    return existsSync(store.dir) && readdirSync(store.dir).length
      ? `the folder ${store.dir} is not empty`
      : undefined;
  const { MongoClient } = require(
    require.resolve('mongodb', { paths: [join(root, 'services', 'community')] }),
  );
  const client = await MongoClient.connect(store.url);
  try {
    const collections = await client.db().listCollections().toArray();
    return collections.length
      ? `the MongoDB database ${client.db().databaseName} has collections`
      : undefined;
  } finally {
    await client.close();
  }
}

/**
 * Restores every store of the manifest (or of the services named in `only`) into this stack's
 * stores, which must be empty unless `force` (then each is dropped and made again). Nothing is
 * written until every check passed.
 */
export async function restore(
  folder,
  { force = false, only } = {},
  config = devStackConfig(),
  env = process.env,
) {
  const manifest = await verifiedManifest(folder);
  const stores = backupStores(config, env);
  const unknown = only?.filter((name) => !manifest.files.some((entry) => entry.store === name));
  if (unknown?.length) throw new Error(`The backup has no store of ${unknown.join(', ')}`);
  const entries = manifest.files.filter((entry) => !only || only.includes(entry.store));
  const targets = entries.map((entry) => {
    const store = stores.find((s) => s.store === entry.store && s.kind === entry.kind);
    if (!store)
      throw new Error(
        `This stack has no ${entry.kind} store for ${entry.store} (MONGODB_URL, S3_BUCKET?)`,
      );
    return { ...store, file: join(folder, entry.file) };
  });
  if (!force) {
    for (const store of targets) {
      const reason = await notEmpty(store);
      if (reason) throw new Error(`Refusing to restore: ${reason} (FORCE=1 replaces it)`);
    }
  }
  for (const store of targets) {
    if (store.kind === 'postgres') {
      await dropDatabase(store.url);
      await ensureDatabase(store.url);
      run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${store.url}`, store.file]);
    } else if (store.kind === 'uploads') {
      rmSync(store.dir, { recursive: true, force: true });
      mkdirSync(store.dir, { recursive: true });
      run('tar', ['--extract', `--file=${store.file}`, `--directory=${store.dir}`]);
    } else {
      run('mongorestore', [`--uri=${store.url}`, `--archive=${store.file}`, '--drop']);
    }
    console.log(`${store.store} ${store.kind}: restored`);
  }
  console.log(`Restored ${folder} (taken ${manifest.created_at})`);
}

/** How long a restore waits for the services to be started before it gives up reprojecting. */
const SERVICES_WAIT_MS = 30 * 60 * 1000;

/**
 * After a restore: waits for the operator to start the services, then rebuilds the projections.
 * The restored stores may be of different moments (a store restored alone, dumps taken minutes
 * apart), and the stream positions are not in the backup, so each keeper's copy can differ from
 * its owner's records until reprojected.
 */
async function reprojectOnceRunning(config) {
  const { reproject, servicesDown } = await import('./reproject.mjs');
  const deadline = Date.now() + SERVICES_WAIT_MS;
  let down = await servicesDown(config);
  if (down.length)
    console.log(
      'Start the services now (make dev, in another terminal): once they answer, this rebuilds ' +
        'every projection (make reproject). Ctrl-C to do that later yourself.',
    );
  while (down.length) {
    if (Date.now() > deadline)
      throw new Error(`${down.join(', ')} did not start: run make reproject once they run.`);
    await new Promise((done) => setTimeout(done, 2000));
    down = await servicesDown(config);
  }
  await reproject(config);
}

async function main([command, ...args]) {
  const force = args.includes('--force') || process.env.FORCE === '1';
  const onlyArg = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const only = (onlyArg ?? process.env.ONLY)?.split(',').filter(Boolean);
  const [folder] = args.filter((arg) => !arg.startsWith('--'));
  const backupDir = process.env.BACKUP_DIR ?? join(root, 'backups');
  // Checked first: a wrong setting stops the command before a backup of minutes is taken.
  const s3 = backupS3Settings();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
    const written = resolve(folder ?? join(backupDir, stamp));
    await backup(written);
    if (s3.bucket) await storeOffsite(written, s3);
  } else if (command === 'restore' && folder) {
    const local = folder.startsWith('s3://')
      ? await downloadBackup(folder, s3, backupDir)
      : resolve(folder);
    await restore(local, { force, only: only?.length ? only : undefined });
    // REPROJECT=0: the services run elsewhere (Kubernetes), where the operator reprojects there.
    if (process.env.REPROJECT === '0') console.log('REPROJECT=0: reproject once the services run.');
    else await reprojectOnceRunning(devStackConfig());
  } else if (command === 'list') {
    if (!s3.bucket) throw new Error('BACKUP_S3_BUCKET is not set: no bucket to list');
    for (const { url, complete } of await listBackups(s3))
      console.log(complete ? url : `${url} (no manifest: its upload did not finish)`);
  } else {
    throw new Error(
      'Usage: backup.mjs backup [folder] | restore <folder>|s3://<bucket>/<prefix>/<folder> ' +
        '[--force] [--only=<store>,...] | list',
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
