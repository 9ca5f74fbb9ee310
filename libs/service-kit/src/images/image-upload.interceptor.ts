import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable } from 'rxjs';

/** What the upload interceptor reads: the image's form field, its largest size, and the largest text field. */
export interface ImageUploadOptions {
  field: string;
  maxBytes: number;
  maxFieldBytes: number;
}

export const IMAGE_UPLOAD = Symbol('ImageUploadOptions');

/**
 * Reads a multipart form into memory (one image, a handful of small text fields) and words
 * multer's failures as the service's own 4xx errors. JSON bodies pass through untouched.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(IMAGE_UPLOAD) private readonly options: ImageUploadOptions) {
    const Multer = FileInterceptor(options.field, {
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: 20,
        fieldSize: options.maxFieldBytes,
      },
    });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(
          `The image must be at most ${sizeText(this.options.maxBytes)}.`,
        );
      }
      if (err instanceof HttpException) throw err;
      throw new BadRequestException('Malformed multipart form.');
    }
  }
}

function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.round(bytes / 1024)} KB`;
}
