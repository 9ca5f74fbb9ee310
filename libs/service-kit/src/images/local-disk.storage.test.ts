import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { HttpException } from '@nestjs/common';
import { LocalDiskStorage, LOW_ON_DISK } from './local-disk.storage';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-'));
});
after(() => rm(dir, { recursive: true, force: true }));

const bytes = Buffer.alloc(64 * 1024, 7);
const lowOnDisk = (err: unknown) =>
  err instanceof HttpException && err.getStatus() === 507 && err.message === LOW_ON_DISK;

test('an image is stored whole under a random name, and nothing else is left beside it', async () => {
  const storage = new LocalDiskStorage(dir, '/uploads/reviews', 0);
  const url = await storage.save(bytes, 'png');
  const name = url.slice('/uploads/reviews/'.length);
  assert.match(name, /^[0-9a-f]{32}\.png$/);
  assert.deepEqual(await readdir(dir), [name]);
  assert.deepEqual(await readFile(join(dir, name)), bytes);
  await storage.remove(url);
  assert.deepEqual(await readdir(dir), []);
});

test('below the free-space threshold, 507 with a clear message and nothing written', async () => {
  // More than any disk this runs on has free.
  const storage = new LocalDiskStorage(dir, '/uploads/reviews', Number.MAX_SAFE_INTEGER);
  await assert.rejects(storage.save(bytes, 'png'), lowOnDisk);
  assert.deepEqual(await readdir(dir), []);
});

test('a write that fails half-way leaves no file, whole or partial', async () => {
  class FailingHalfWay extends LocalDiskStorage {
    protected override async write(path: string, data: Buffer): Promise<void> {
      await writeFile(path, data.subarray(0, data.length / 2), { flag: 'wx' });
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    }
  }
  const diskFull = new FailingHalfWay(dir, '/uploads/reviews', 0);
  await assert.rejects(diskFull.save(bytes, 'png'), lowOnDisk);
  assert.deepEqual(await readdir(dir), []);

  class BrokenHalfWay extends LocalDiskStorage {
    protected override async write(path: string, data: Buffer): Promise<void> {
      await writeFile(path, data.subarray(0, data.length / 2), { flag: 'wx' });
      throw Object.assign(new Error('i/o error'), { code: 'EIO' });
    }
  }
  await assert.rejects(new BrokenHalfWay(dir, '/uploads/reviews', 0).save(bytes, 'png'), {
    code: 'EIO',
  });
  assert.deepEqual(await readdir(dir), []);
});
