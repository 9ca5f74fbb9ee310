import { applyDecorators } from '@nestjs/common';
import { ApiConsumes, ApiExtension, type OpenAPIObject } from '@nestjs/swagger';
import { LOW_ON_DISK } from '../images/local-disk.storage';
import { ApiError } from './api-answer.decorator';

// Marks an operation whose multipart form carries an image, until the document is built.
const IMAGE_FIELD = 'x-image-field';

/**
 * Describes a route that takes its body as JSON or as a multipart form with an image in `field`
 * (the kit's `ImageUploadInterceptor`): the form's schema is the body's, plus the image; and the
 * refusals of the interceptor and of `ImagesService.store` that no other input causes.
 */
export function ApiImageUpload(field: string): MethodDecorator {
  return applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiExtension(IMAGE_FIELD, { field }),
    ApiError(413, 'The image, or a text field of the form, is too large.'),
    ApiError(
      429,
      "The member's images of the day reached IMAGE_BYTES_PER_DAY; Retry-After: seconds until the UTC day ends.",
    ),
    ApiError(507, LOW_ON_DISK),
  );
}

/** Adds each marked operation's image to its multipart schema. */
export function describeImageUploads(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
      const marked = operation[IMAGE_FIELD] as { field: string } | undefined;
      if (!marked) continue;
      delete operation[IMAGE_FIELD];
      const body = operation.requestBody as
        { content?: Record<string, { schema?: { properties?: object } }> } | undefined;
      const form = body?.content?.['multipart/form-data'];
      if (!form?.schema) continue;
      form.schema = {
        ...form.schema,
        properties: {
          ...form.schema.properties,
          [marked.field]: {
            type: 'string',
            format: 'binary',
            description: 'An image: PNG, JPEG, GIF or WebP. Other fields are sent as text.',
          },
        },
      };
    }
  }
}
