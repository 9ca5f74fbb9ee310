import { Controller, Get, Inject, NotFoundException, Param, Req, Res, Type } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { HttpRequest, HttpResponse } from '../http/node-exchange';
import { ApiError } from '../openapi/api-answer.decorator';
import { CONTENT_TYPE, uploadsPath } from './image-storage';
import { LocalDiskStorage, STORED_NAME } from './local-disk.storage';
import { sendStoredFile } from './send-stored-file';

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
    serve(@Param('file') file: string, @Req() req: HttpRequest, @Res() res: HttpResponse): void {
      if (!STORED_NAME.test(file)) throw new NotFoundException('Image not found.');
      const extension = file.slice(file.lastIndexOf('.') + 1);
      sendStoredFile(req, res, file, {
        root: this.storage.dir,
        headers: {
          'Content-Type': CONTENT_TYPE[extension]!,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
  }
  return UploadsController;
}
