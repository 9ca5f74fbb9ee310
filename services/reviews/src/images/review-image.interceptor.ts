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
import { REVIEWS_CONFIG, ReviewsConfig } from '../config/reviews-config.schema';

/** The form field that carries a review's photo. */
export const REVIEW_IMAGE_FIELD = 'reviewImage';

/**
 * Reads a multipart review form into memory (one photo, a handful of small text fields) and
 * words multer's failures as the service's own 4xx errors. JSON bodies pass through untouched.
 */
@Injectable()
export class ReviewImageInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(REVIEWS_CONFIG) private readonly config: ReviewsConfig) {
    const Multer = FileInterceptor(REVIEW_IMAGE_FIELD, {
      limits: { fileSize: config.MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 32 * 1024 },
    });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(`The image must be at most ${sizeText(this.config)}.`);
      }
      if (err instanceof HttpException) throw err;
      throw new BadRequestException('Malformed multipart form.');
    }
  }
}

function sizeText({ MAX_IMAGE_BYTES: bytes }: ReviewsConfig): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.round(bytes / 1024)} KB`;
}
