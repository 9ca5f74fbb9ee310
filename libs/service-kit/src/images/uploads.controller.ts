import { Controller, Get, Inject, NotFoundException, Param, Res, Type } from '@nestjs/common';
import { errorAnswer } from '@hotsprings/contracts';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiError } from '../openapi/api-answer.decorator';
import { CONTENT_TYPE, uploadsPath } from './image-storage';
import { LocalDiskStorage, STORED_NAME } from './local-disk.storage';

/**
 * The controller serving a folder's stored images from local disk. A name is never reused, so
 * an image can be cached for good.
 */
export function uploadsController(folder: string): Type<unknown> {
  @ApiTags('Images')
  @Controller(uploadsPath(folder).slice(1))
  class UploadsController {
    constructor(@Inject(LocalDiskStorage) private readonly storage: LocalDiskStorage) {}

    @Get(':file')
    @ApiOperation({ summary: `An image stored under ${uploadsPath(folder)}/, cached for good` })
    @ApiProduces(...Object.values(CONTENT_TYPE))
    @ApiResponse({
      status: 200,
      description: 'The image.',
      schema: { type: 'string', format: 'binary' },
    })
    @ApiError(404, 'Image not found.')
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
          if (err && !res.headersSent) res.status(404).json(errorAnswer(404, 'Image not found.'));
        },
      );
    }
  }
  return UploadsController;
}
