import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { ImageBudget } from './image-budget';
import { detectImageFormat, EXTENSION, ImageFormat } from './image-format';
import { ImageStorage } from './image-storage';

// Larger images are scaled down: the page never shows more, and it bounds what is stored.
const MAX_EDGE = 2048;
// Refuses decompression bombs: a small file that would decode to a huge bitmap.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Turns an uploaded file into a stored image: the content must be one of the accepted formats,
 * and the image is decoded and re-encoded, which drops every metadata block (EXIF with GPS
 * positions gives away secret springs, XMP, comments) while keeping its orientation. Its bytes, as
 * stored, count against the member's daily budget before anything is stored.
 */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger(ImagesService.name);

  constructor(
    private readonly storage: ImageStorage,
    private readonly budget: ImageBudget,
  ) {}

  async store(upload: Buffer, memberId: string): Promise<string> {
    const format = detectImageFormat(upload);
    if (!format) throw new BadRequestException('The image must be a PNG, JPEG, GIF or WebP file.');
    const image = await reencode(upload, format);
    const release = await this.budget.reserve(memberId, image.length);
    try {
      return await this.storage.save(image, EXTENSION[format]);
    } catch (err) {
      await release();
      throw err;
    }
  }

  /** Best effort: an image left behind costs disk space, never correctness. */
  async remove(url: string | null): Promise<void> {
    if (!url) return;
    await this.storage.remove(url).catch((err: unknown) => {
      this.logger.warn(`could not remove ${url}: ${String(err)}`);
    });
  }
}

async function reencode(upload: Buffer, format: ImageFormat): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  try {
    const image = sharp(upload, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true });
    switch (format) {
      case 'png':
        return await image.png().toBuffer();
      case 'jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'gif':
        return await image.gif().toBuffer();
      case 'webp':
        return await image.webp({ quality: 85 }).toBuffer();
    }
  } catch {
    throw new BadRequestException('The image could not be read.');
  }
}
