import type { INestApplication } from '@nestjs/common';
import { jsonSchemasOf, type JsonSchema } from '@hotsprings/contracts';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { describedMessages } from './api-answer.decorator';
import { ERROR_SCHEMA, ERROR_SCHEMA_NAME } from './error-schema';
import { describeImageUploads } from './image-upload.decorator';

/**
 * The service's API description, from its controllers (routes, parameters, the zod schemas of
 * `@ValidBody` / `@ValidQuery`, `@ApiAnswer` / `@ApiError`, `@TakesImage`) and the contracts of its
 * answers.
 */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hot Springs service')
    .setOpenAPIVersion('3.1.0')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  describeImageUploads(document);
  const schemas: Record<string, JsonSchema> = { [ERROR_SCHEMA_NAME]: ERROR_SCHEMA };
  for (const name of referencedSchemas(document)) {
    const message = describedMessages.get(name);
    if (message) jsonSchemasOf(message, schemas);
  }
  document.components = { ...document.components, schemas };
  return document;
}

/** The component names the document refers to. */
function referencedSchemas(document: OpenAPIObject): Set<string> {
  const names = new Set<string>();
  JSON.stringify(document, (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string') names.add(value.split('/').pop() ?? '');
    return value;
  });
  return names;
}

/** Answers GET /openapi.json; the document is built on the first request, once the routes exist. */
export function openApiHandler(app: INestApplication) {
  let document: string | undefined;
  return (_req: Request, res: Response): void => {
    document ??= JSON.stringify(openApiDocument(app));
    res.type('application/json').send(document);
  };
}
