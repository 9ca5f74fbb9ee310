// Backup folders in an S3-compatible bucket (BACKUP_S3_*): `make backup` uploads the finished
// folder to s3://<bucket>/<prefix>/<folder>/, `make restore FROM=s3://...` downloads one. The
// manifest goes up last: a backup whose upload stopped half-way has none, and is never listed as
// complete nor restored.
import { createReadStream, createWriteStream, mkdirSync, readdirSync } from 'node:fs';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { z } from 'zod';

export const MANIFEST = 'manifest.json';

const trueOrFalse = (fallback) =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

const settingsSchema = z
  .object({
    /** Backups are uploaded to this bucket when set. */
    BACKUP_S3_BUCKET: z.string().min(1).optional(),
    BACKUP_S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible server's URL (MinIO, R2, ...); AWS itself when unset. */
    BACKUP_S3_ENDPOINT: z.url().optional(),
    BACKUP_S3_FORCE_PATH_STYLE: trueOrFalse('false'),
    /** The folder in the bucket that holds the backup folders. */
    BACKUP_S3_PREFIX: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be folder names joined by /, without a / at either end')
      .optional(),
    /** Without these, the SDK's own chain: AWS_ACCESS_KEY_ID/..., AWS_PROFILE, a role. */
    BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** false: the local folder is deleted once uploaded. */
    BACKUP_KEEP_LOCAL: trueOrFalse('true'),
    /** Backups in the bucket older than this many days are deleted after each upload. */
    BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
  })
  .refine((env) => !env.BACKUP_S3_ACCESS_KEY_ID === !env.BACKUP_S3_SECRET_ACCESS_KEY, {
    message: 'is required with BACKUP_S3_ACCESS_KEY_ID, and the other way round',
    path: ['BACKUP_S3_SECRET_ACCESS_KEY'],
  });

/**
 * The bucket's settings from the environment (an empty variable counts as unset, as `X= make`
 * means); throws one line per wrong setting.
 */
export function backupS3Settings(env = process.env) {
  const given = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('BACKUP_') && value !== ''),
  );
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
    );
  const s = parsed.data;
  return {
    bucket: s.BACKUP_S3_BUCKET,
    prefix: s.BACKUP_S3_PREFIX ? `${s.BACKUP_S3_PREFIX}/` : '',
    keepLocal: s.BACKUP_KEEP_LOCAL,
    retentionDays: s.BACKUP_RETENTION_DAYS,
    client: new S3Client({
      region: s.BACKUP_S3_REGION,
      endpoint: s.BACKUP_S3_ENDPOINT,
      forcePathStyle: s.BACKUP_S3_FORCE_PATH_STYLE,
      // No checksum trailers on streamed uploads (aws-chunked), which S3-compatible servers do
      // not all decode: the manifest's sha256 is checked on every restore instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: s.BACKUP_S3_ACCESS_KEY_ID && {
        accessKeyId: s.BACKUP_S3_ACCESS_KEY_ID,
        secretAccessKey: s.BACKUP_S3_SECRET_ACCESS_KEY,
      },
    }),
  };
}

/** Every file of the backup folder into the bucket, the manifest last; returns its s3:// URL. */
export async function uploadBackup(folder, s3) {
  const files = readdirSync(folder);
  if (!files.includes(MANIFEST)) throw new Error(`${folder} has no ${MANIFEST}: not a backup`);
  const key = `${s3.prefix}${basename(folder)}/`;
  for (const file of [...files.filter((name) => name !== MANIFEST), MANIFEST]) {
    const path = join(folder, file);
    // One PUT per file (up to 5 GB each), streamed from disk.
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key + file,
        Body: createReadStream(path),
        ContentLength: statSync(path).size,
      }),
    );
  }
  const url = `s3://${s3.bucket}/${key}`;
  console.log(`Uploaded to ${url}`);
  return url;
}

/** Every object key under `prefix` in the bucket. */
async function keysUnder(client, bucket, prefix) {
  const keys = [];
  let token;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((object) => object.Key));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** The backup folders in the bucket, oldest name first, each with whether its upload finished. */
export async function listBackups(s3) {
  const folders = new Map();
  for (const key of await keysUnder(s3.client, s3.bucket, s3.prefix)) {
    const [folder, ...rest] = key.slice(s3.prefix.length).split('/');
    if (!rest.length) continue; // a file beside the folders is none of ours
    folders.set(folder, folders.get(folder) || rest.join('/') === MANIFEST);
  }
  return [...folders]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, complete]) => ({
      folder,
      complete,
      url: `s3://${s3.bucket}/${s3.prefix}${folder}`,
    }));
}

/** When a folder named by `make backup` (20261126T031700Z) was taken; undefined for other names. */
function stampTime(folder) {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(folder);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}

/**
 * Deletes the bucket's backup folders (finished or not) whose timestamp name is more than
 * `retentionDays` old, never `keep` (the one just uploaded); folders of other names stay.
 */
export async function pruneBackups(s3, { keep, now = Date.now() } = {}) {
  const limit = now - s3.retentionDays * 24 * 60 * 60 * 1000;
  const removed = [];
  for (const { folder } of await listBackups(s3)) {
    const taken = stampTime(folder);
    if (folder === keep || taken === undefined || taken >= limit) continue;
    for (const key of await keysUnder(s3.client, s3.bucket, `${s3.prefix}${folder}/`))
      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    console.log(`Deleted s3://${s3.bucket}/${s3.prefix}${folder} (over ${s3.retentionDays} days)`);
    removed.push(folder);
  }
  return removed;
}

/**
 * After `make backup` wrote `folder`: uploads it, deletes the bucket's backups past the retention
 * (BACKUP_RETENTION_DAYS, when set), and the local folder unless BACKUP_KEEP_LOCAL.
 */
export async function storeOffsite(folder, s3) {
  const url = await uploadBackup(folder, s3);
  if (s3.retentionDays) await pruneBackups(s3, { keep: basename(folder) });
  if (!s3.keepLocal) {
    rmSync(folder, { recursive: true, force: true });
    console.log(`BACKUP_KEEP_LOCAL=false: ${folder} deleted`);
  }
  return url;
}

/** s3://<bucket>/<path of the folder> → its parts; throws on anything else. */
export function parseS3Url(url) {
  const match = /^s3:\/\/([^/]+)\/(.+?)\/?$/.exec(url);
  if (!match) throw new Error(`${url} is not s3://<bucket>/<prefix>/<folder>`);
  return { bucket: match[1], folder: match[2] };
}

/**
 * Downloads the backup at s3://<bucket>/<folder> into `into`/<folder name>: the manifest first
 * (none: the upload never finished), then every file it lists. The caller checks the sizes and
 * checksums (restore does, before touching any store). Returns the local folder.
 */
export async function downloadBackup(url, s3, into) {
  const { bucket, folder } = parseS3Url(url);
  const local = join(into, basename(folder));
  const get = async (file) => {
    try {
      const object = await s3.client.send(
        new GetObjectCommand({ Bucket: bucket, Key: `${folder}/${file}` }),
      );
      await pipeline(object.Body, createWriteStream(join(local, file)));
    } catch (err) {
      if (err?.name === 'NoSuchKey')
        throw new Error(
          file === MANIFEST
            ? `${url} has no ${MANIFEST}: not a backup, or its upload did not finish`
            : `${file} is missing from ${url}`,
        );
      throw err;
    }
  };
  mkdirSync(local, { recursive: true });
  await get(MANIFEST);
  const manifest = JSON.parse(readFileSync(join(local, MANIFEST), 'utf8'));
  for (const { file } of manifest.files ?? []) {
    // A file name from the bucket never leaves the folder.
    if (typeof file !== 'string' || file !== basename(file) || file.startsWith('.'))
      throw new Error(`${url}: the manifest names the file ${JSON.stringify(file)}`);
    await get(file);
  }
  console.log(`Downloaded ${url} to ${local}`);
  return local;
}
