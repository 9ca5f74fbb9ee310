import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, statfs, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ImageStorage } from './image-storage';

/** File names are random, so a name gives nothing away and cannot be guessed. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const LOW_ON_DISK =
  'Images cannot be stored right now: the server is low on disk space. Please try again later.';

const lowOnDisk = () => new HttpException(LOW_ON_DISK, HttpStatus.INSUFFICIENT_STORAGE);
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Images in a folder of this machine, served by the service under `publicPath`. An image is
 * refused (507) when storing it would leave less than `minFreeBytes` free, and is written under a
 * temporary name, renamed once whole: a failed write leaves nothing, and no reader ever sees half
 * an image.
 */
export class LocalDiskStorage extends ImageStorage {
  constructor(
    readonly dir: string,
    private readonly publicPath: string,
    private readonly minFreeBytes: number,
  ) {
    super();
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const { bavail, bsize } = await statfs(this.dir);
    if (bavail * bsize - bytes.length < this.minFreeBytes) throw lowOnDisk();
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    // Hidden and not a stored name: never served, whatever happens to it.
    const partial = join(this.dir, `.${name}.partial`);
    try {
      await this.write(partial, bytes);
      await rename(partial, join(this.dir, name));
    } catch (err) {
      await rm(partial, { force: true });
      if (DISK_FULL.has((err as NodeJS.ErrnoException).code ?? '')) throw lowOnDisk();
      throw err;
    }
    return `${this.publicPath}/${name}`;
  }

  /** Writes a new file; on its own so that a test can make it fail half-way. */
  protected async write(path: string, bytes: Buffer): Promise<void> {
    await writeFile(path, bytes, { flag: 'wx' });
  }

  async remove(url: string): Promise<void> {
    const name = basename(url);
    if (!url.startsWith(`${this.publicPath}/`) || !STORED_NAME.test(name)) return;
    await rm(join(this.dir, name), { force: true });
  }
}
