// Backups in an S3-compatible bucket, against s3rver (the S3 protocol over HTTP, objects in a
// folder: the SDK talks to it as to any bucket) and a real database and uploads folder: a backup
// is uploaded with its manifest last, listed, the bucket's old backups deleted, then downloaded,
// checked and restored; a changed object or an unfinished upload is refused.
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { backupS3Settings, downloadBackup, listBackups, storeOffsite } from './backup-s3.mjs';
import { backup, restore, verifiedManifest } from './backup.mjs';

const require = createRequire(import.meta.url);
const { Database, dropDatabase, ensureDatabase } = require('@hotsprings/service-kit/core');
const S3rver = require('s3rver');

const BUCKET = 'hotsprings-backups';
const work = mkdtempSync(join(tmpdir(), 'hotsprings-backup-s3-'));
const pg = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
pg.pathname = `/reviews_backup_s3_test_${randomBytes(3).toString('hex')}`;
const databaseUrl = pg.toString();
const uploadsDir = join(work, 'uploads');
// One service's stores, as stackConfig names them: enough for backup() and restore().
const config = {
  processes: [{ name: 'reviews', env: { DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir } }],
};
const storesEnv = { MONGODB_URL: '', S3_BUCKET: '' };
const photo = randomBytes(2048);
let server;
let settingsEnv;

const stamp = (time) => new Date(time).toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const DAY = 24 * 60 * 60 * 1000;

async function query(sql, params) {
  const db = new Database(databaseUrl, 1);
  try {
    return await db.query(sql, params);
  } finally {
    await db.close();
  }
}

before(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  settingsEnv = {
    BACKUP_S3_BUCKET: BUCKET,
    BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    BACKUP_S3_FORCE_PATH_STYLE: 'true',
    BACKUP_S3_PREFIX: 'site/nightly',
    BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
    BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
    BACKUP_RETENTION_DAYS: '14',
    BACKUP_KEEP_LOCAL: 'false',
  };
  await ensureDatabase(databaseUrl);
  await query('CREATE TABLE soaks (id int PRIMARY KEY, note text NOT NULL)');
  await query("INSERT INTO soaks VALUES (1, 'Warm.'), (2, 'Crowded.')");
  mkdirSync(join(uploadsDir, 'reviews'), { recursive: true });
  writeFileSync(join(uploadsDir, 'reviews', 'soak.webp'), photo);
});

after(async () => {
  await server?.close();
  await dropDatabase(databaseUrl);
  rmSync(work, { recursive: true, force: true });
});

/** Puts objects straight into the bucket, as earlier backups (or a stopped upload) left them. */
async function put(s3, key, body = 'x') {
  await s3.client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
}

let uploaded;

test('a backup goes up manifest last, is listed, old ones go, and it restores from the bucket', async () => {
  const s3 = backupS3Settings(settingsEnv);
  const now = Date.now();
  const [old, unfinished, recent] = [
    stamp(now - 30 * DAY),
    stamp(now - 20 * DAY),
    stamp(now - 2 * DAY),
  ];
  await put(s3, `site/nightly/${old}/reviews.pgdump`);
  await put(s3, `site/nightly/${old}/manifest.json`);
  await put(s3, `site/nightly/${unfinished}/reviews.pgdump`);
  await put(s3, `site/nightly/${recent}/manifest.json`);
  await put(s3, 'site/nightly/before-the-move/manifest.json');
  await put(s3, 'elsewhere/20200101T000000Z/manifest.json');

  const folder = join(work, 'local', stamp(now));
  await backup(folder, config, storesEnv);
  const keys = [];
  const send = s3.client.send.bind(s3.client);
  s3.client.send = (command) => {
    if (command instanceof PutObjectCommand) keys.push(command.input.Key);
    return send(command);
  };
  uploaded = await storeOffsite(folder, s3);
  assert.equal(uploaded, `s3://${BUCKET}/site/nightly/${stamp(now)}/`);
  assert.deepEqual(keys.map((key) => key.split('/').pop()).sort(), [
    'manifest.json',
    'reviews-uploads.tar',
    'reviews.pgdump',
  ]);
  assert.equal(keys.at(-1), `site/nightly/${stamp(now)}/manifest.json`);
  assert.equal(existsSync(folder), false, 'BACKUP_KEEP_LOCAL=false deletes the local folder');

  // Past 14 days: the finished and the unfinished one go; other names and other prefixes stay.
  assert.deepEqual(
    (await listBackups(s3)).map(({ folder, complete }) => [folder, complete]),
    [
      [recent, true],
      [stamp(now), true],
      ['before-the-move', true],
    ].sort(([a], [b]) => a.localeCompare(b)),
  );
  await put(s3, `site/nightly/${unfinished}/reviews.pgdump`);
  assert.deepEqual(
    (await listBackups(s3)).find((b) => b.folder === unfinished),
    { folder: unfinished, complete: false, url: `s3://${BUCKET}/site/nightly/${unfinished}` },
  );
  await assert.rejects(
    downloadBackup(`s3://${BUCKET}/site/nightly/${unfinished}`, s3, join(work, 'down')),
    /has no manifest\.json: not a backup, or its upload did not finish/,
  );

  await dropDatabase(databaseUrl);
  rmSync(uploadsDir, { recursive: true, force: true });
  const local = await downloadBackup(uploaded, s3, join(work, 'down'));
  assert.equal(local, join(work, 'down', stamp(now)));
  await restore(local, {}, config, storesEnv);
  assert.deepEqual(await query('SELECT id, note FROM soaks ORDER BY id'), [
    { id: 1, note: 'Warm.' },
    { id: 2, note: 'Crowded.' },
  ]);
  assert.deepEqual(readFileSync(join(uploadsDir, 'reviews', 'soak.webp')), photo);
});

test('a changed object in the bucket is refused before any store is touched', async () => {
  const s3 = backupS3Settings(settingsEnv);
  const key = `${uploaded.slice(`s3://${BUCKET}/`.length)}reviews.pgdump`;
  await put(s3, key, 'not the dump that was uploaded');
  const local = await downloadBackup(uploaded, s3, join(work, 'corrupt'));
  await assert.rejects(
    restore(local, { force: true }, config, storesEnv),
    /reviews\.pgdump does not match its checksum in the manifest/,
  );
  assert.equal((await query('SELECT count(*)::int AS n FROM soaks'))[0].n, 2);
});

const hasAwsCli = (() => {
  try {
    execFileSync('aws', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test(
  "the CronJob's upload.sh leaves the same layout, and applies the same retention",
  { skip: !hasAwsCli && 'the AWS CLI (aws) is not installed' },
  async () => {
    const s3 = backupS3Settings({ ...settingsEnv, BACKUP_S3_PREFIX: 'cluster' });
    const now = Date.now();
    const old = stamp(now - 15 * DAY);
    await put(s3, `cluster/${old}/manifest.json`);
    const folder = join(work, 'volume', stamp(now));
    await backup(folder, config, storesEnv);
    const script = join(import.meta.dirname, '..', 'deploy', 'base', 'backup', 'upload.sh');
    // Not execFileSync: s3rver answers from this process.
    await promisify(execFile)('sh', [script, folder], {
      env: {
        PATH: process.env.PATH,
        HOME: work,
        TMPDIR: work,
        ...settingsEnv,
        BACKUP_S3_PREFIX: 'cluster',
      },
    });
    assert.equal(existsSync(folder), false, 'BACKUP_KEEP_LOCAL=false deletes the local folder');
    const [only, ...others] = await listBackups(s3);
    assert.deepEqual([only.folder, only.complete, others], [stamp(now), true, []]);
    const local = await downloadBackup(only.url, s3, join(work, 'from-cluster'));
    assert.deepEqual((await verifiedManifest(local)).files.map((f) => f.file).sort(), [
      'reviews-uploads.tar',
      'reviews.pgdump',
    ]);
  },
);

test('the settings are checked like the images bucket settings', () => {
  assert.equal(backupS3Settings({ BACKUP_S3_BUCKET: '' }).bucket, undefined);
  const defaults = backupS3Settings({ BACKUP_S3_BUCKET: 'b' });
  assert.deepEqual(
    [defaults.prefix, defaults.keepLocal, defaults.retentionDays],
    ['', true, undefined],
  );
  assert.throws(
    () =>
      backupS3Settings({
        BACKUP_S3_BUCKET: 'b',
        BACKUP_S3_ENDPOINT: 'minio 9000',
        BACKUP_S3_PREFIX: '/nightly/',
        BACKUP_S3_ACCESS_KEY_ID: 'id',
        BACKUP_RETENTION_DAYS: '0',
        BACKUP_KEEP_LOCAL: 'no',
      }),
    (err) => {
      for (const name of [
        'BACKUP_S3_ENDPOINT',
        'BACKUP_S3_PREFIX',
        'BACKUP_RETENTION_DAYS',
        'BACKUP_KEEP_LOCAL',
      ])
        assert.match(err.message, new RegExp(`^${name}: `, 'm'));
      return true;
    },
  );
  assert.throws(() => backupS3Settings({ BACKUP_S3_ACCESS_KEY_ID: 'id' }), {
    message: /^BACKUP_S3_SECRET_ACCESS_KEY: is required with BACKUP_S3_ACCESS_KEY_ID/,
  });
});
