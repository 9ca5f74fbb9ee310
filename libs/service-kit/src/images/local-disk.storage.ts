import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ImageStorage } from './image-storage';

/** File names are random, so a name gives nothing away and cannot be guessed. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Images in a folder of this machine, served by the service under `publicPath`. */
export class LocalDiskStorage extends ImageStorage {
  constructor(
    readonly dir: string,
    private readonly publicPath: string,
  ) {
    super();
  }

  async save(bytes: Buffer, extension: string): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(join(this.dir, name), bytes, { flag: 'wx' });
    return `${this.publicPath}/${name}`;
  }

  async remove(url: string): Promise<void> {
    const name = basename(url);
    if (!url.startsWith(`${this.publicPath}/`) || !STORED_NAME.test(name)) return;
    await rm(join(this.dir, name), { force: true });
  }
}
