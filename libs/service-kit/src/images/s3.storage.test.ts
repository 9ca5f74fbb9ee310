import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { S3Storage } from './s3.storage';

// s3rver speaks the S3 protocol over HTTP on this machine, storing objects in a folder: the SDK
// talks to it exactly as it would to a bucket elsewhere.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

const BUCKET = 'review-photos';
let server: InstanceType<typeof S3rver>;
let directory: string;
let endpoint: string;

before(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  directory = await mkdtemp(join(tmpdir(), 's3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

after(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

test('photos are put in the bucket under a random name, served from the public URL, and removed', async () => {
  const storage = new S3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    publicUrl: 'https://photos.example.com/',
    folder: 'reviews',
  });
  const bytes = Buffer.from('a stand-in for re-encoded image bytes');
  const url = await storage.save(bytes, 'webp');
  assert.match(url, /^https:\/\/photos\.example\.com\/reviews\/[0-9a-f]{32}\.webp$/);

  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
  const key = url.slice('https://photos.example.com/'.length);
  const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  assert.equal(stored.ContentType, 'image/webp');
  assert.equal(stored.CacheControl, 'public, max-age=31536000, immutable');
  assert.deepEqual(Buffer.from(await stored.Body!.transformToByteArray()), bytes);

  await storage.remove(url);
  await assert.rejects(client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })), {
    name: 'NoSuchKey',
  });
  // A URL that is not one of ours is left alone.
  await storage.remove('https://elsewhere.example.com/reviews/x.png');
});
