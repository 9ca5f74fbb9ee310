import {
  applyDecorators,
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { codedError } from '../http/json-error.filter';
import { nodeRequest, type HttpRequest } from '../http/node-exchange';
import { ApiImageUpload } from '../openapi/image-upload.decorator';

/** What the upload interceptor reads: the image's form field, its largest size, and the largest text field. */
export interface ImageUploadOptions {
  field: string;
  maxBytes: number;
  maxFieldBytes: number;
}

export const IMAGE_UPLOAD = Symbol('ImageUploadOptions');

/** The most text fields a form may have beside its image, and the longest name of one. */
const MAX_FIELDS = 20;
const MAX_FIELD_NAME_BYTES = 100;

/**
 * Reads a multipart form into memory (one image, a handful of small text fields) and words
 * multer's failures as the service's own 4xx errors. JSON bodies pass through untouched.
 *
 * multer is run directly rather than through Nest's FileInterceptor, whose errors are multer's
 * English with the offending field's name appended (`Unexpected file field - <the name sent>`):
 * here each failure is told apart by multer's `code` and answered in fixed words that name no
 * field but the image's own.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly readForm: RequestHandler;

  constructor(@Inject(IMAGE_UPLOAD) private readonly options: ImageUploadOptions) {
    this.readForm = multer({
      storage: multer.memoryStorage(),
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: MAX_FIELDS,
        fieldNameSize: MAX_FIELD_NAME_BYTES,
        fieldSize: options.maxFieldBytes,
      },
    }).single(options.field);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<HttpRequest>();
    // On Fastify multer reads Node's request (Fastify leaves a form unread) and the route reads
    // Fastify's, so the form's fields and file are handed over.
    const req = nodeRequest(request) as Request;
    await new Promise<void>((resolve, reject) =>
      this.readForm(req, http.getResponse<Response>(), (err: unknown) =>
        err ? reject(this.refusalOf(err)) : resolve(),
      ),
    );
    // multer has set a body when it read a form; a JSON body stays Fastify's parse.
    if (req !== request && req.body !== undefined) {
      Object.assign(request, { body: req.body, file: req.file });
    }
    return next.handle();
  }

  private refusalOf(err: unknown): HttpException {
    if (!(err instanceof MulterError)) {
      return new BadRequestException(codedError('malformed_body', 'Malformed multipart form.'));
    }
    switch (err.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException(
          `The image must be at most ${sizeText(this.options.maxBytes)}.`,
        );
      case 'LIMIT_FIELD_VALUE':
        return new PayloadTooLargeException(
          `Each text field of the form must be at most ${sizeText(this.options.maxFieldBytes)}.`,
        );
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException(
          `The form may carry one image, in its ${this.options.field} field, and no other file.`,
        );
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
        return new BadRequestException(`The form may have at most ${MAX_FIELDS} text fields.`);
      default:
        // A field name that is missing, too long, too deeply nested or otherwise not valid.
        return new BadRequestException('The form has a field name that is not valid.');
    }
  }
}

/**
 * A route whose body comes as JSON or as a multipart form with an image in `field`: the form is
 * read by the module's `ImageUploadInterceptor` (whose options name the same field) and described
 * in the document. The image reaches the handler as `@UploadedFile()`.
 */
export function TakesImage(field: string): MethodDecorator {
  return applyDecorators(UseInterceptors(ImageUploadInterceptor), ApiImageUpload(field));
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${Math.round(bytes / 1024)} KB`;
}
