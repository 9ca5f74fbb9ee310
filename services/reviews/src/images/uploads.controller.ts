import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { LocalDiskStorage, STORED_NAME } from './local-disk.storage';
import { REVIEW_UPLOADS_PATH } from './image-storage';

const CONTENT_TYPE: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Serves stored photos. A name is never reused, so a photo can be cached for good. */
@Controller(REVIEW_UPLOADS_PATH.slice(1))
export class UploadsController {
  constructor(private readonly storage: LocalDiskStorage) {}

  @Get(':file')
  serve(@Param('file') file: string, @Res() res: Response): void {
    if (!STORED_NAME.test(file)) throw new NotFoundException('Image not found.');
    const extension = file.slice(file.lastIndexOf('.') + 1);
    res.sendFile(
      file,
      {
        root: this.storage.dir,
        dotfiles: 'deny',
        headers: {
          'Content-Type': CONTENT_TYPE[extension],
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      },
      (err) => {
        if (err && !res.headersSent) res.status(404).json({ error: 'Image not found.' });
      },
    );
  }
}
