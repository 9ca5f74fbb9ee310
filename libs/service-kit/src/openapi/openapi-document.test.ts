import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Controller, Get, Module, Param, Post } from '@nestjs/common';
import { ReviewSchema, ReviewVoteResultSchema } from '@hotsprings/contracts';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ValidBody, ValidQuery } from '../http/zod-validation.pipe';
import { HealthModule } from '../health/health.module';
import { serviceLoggerModule } from '../logging/logger.module';
import { httpOk } from '../testing/http-call';
import { useModuleApp } from '../testing/use-service-under-test';
import { ApiAnswer, ApiError } from './api-answer.decorator';
import { OPENAPI_PATH } from './openapi-path';

const noteSchema = z.object({
  title: z.string().max(20).describe('What the note is about.'),
  stars: z.number().int().min(1).max(5).optional(),
});
const searchSchema = z.object({
  q: z.string().min(1).describe('Words to look for.'),
  limit: z.string().regex(/^\d+$/).optional(),
});

@ApiTags('notes')
@Controller('api/notes')
class NotesController {
  @Get()
  @ApiAnswer(200, ReviewSchema, { list: true })
  search(@ValidQuery(searchSchema) query: z.infer<typeof searchSchema>) {
    return query;
  }

  @Post(':id/vote')
  @ApiAnswer(200, ReviewVoteResultSchema)
  @ApiError(404, 'No such note.')
  vote(@Param('id') id: string, @ValidBody(noteSchema) note: z.infer<typeof noteSchema>) {
    return { id, note };
  }
}

@Module({
  imports: [serviceLoggerModule('notes', 'warn'), HealthModule],
  controllers: [NotesController],
})
class NotesModule {}

const notes = useModuleApp(NotesModule);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document freely
const openApi = async (): Promise<any> => httpOk(notes.url, 'GET', OPENAPI_PATH);

test('the document is OpenAPI 3.1 with every route and no operator route', async () => {
  const document = await openApi();
  assert.equal(document.openapi, '3.1.0');
  assert.deepEqual(Object.keys(document.paths).sort(), ['/api/notes', '/api/notes/{id}/vote']);
});

test('@ValidQuery describes each query parameter by its schema', async () => {
  const document = await openApi();
  const { parameters, responses } = document.paths['/api/notes'].get;
  assert.deepEqual(parameters, [
    {
      name: 'q',
      in: 'query',
      required: true,
      description: 'Words to look for.',
      schema: { type: 'string', minLength: 1 },
    },
    { name: 'limit', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d+$' } },
  ]);
  assert.deepEqual(responses['400'].content['application/json'].schema, {
    $ref: '#/components/schemas/Error',
  });
});

test('@ValidBody describes the body by its schema', async () => {
  const document = await openApi();
  const { requestBody } = document.paths['/api/notes/{id}/vote'].post;
  assert.deepEqual(requestBody.content['application/json'].schema, {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 20, description: 'What the note is about.' },
      stars: { type: 'integer', minimum: 1, maximum: 5 },
    },
    required: ['title'],
  });
});

test('answers refer to the schemas of their contracts, which the document holds', async () => {
  const document = await openApi();
  const { responses } = document.paths['/api/notes/{id}/vote'].post;
  assert.deepEqual(responses['200'].content['application/json'].schema, {
    $ref: '#/components/schemas/hotsprings.reviews.v1.ReviewVoteResult',
  });
  assert.equal(responses['404'].description, 'No such note. (code `not_found`)');
  const listed = document.paths['/api/notes'].get.responses['200'].content['application/json'];
  assert.deepEqual(listed.schema.items, {
    $ref: '#/components/schemas/hotsprings.reviews.v1.Review',
  });
  assert.deepEqual(Object.keys(document.components.schemas).sort(), [
    'Error',
    'hotsprings.reviews.v1.Review',
    'hotsprings.reviews.v1.ReviewVoteResult',
  ]);
  const error = document.components.schemas.Error;
  assert.deepEqual(error.required, ['error', 'code']);
  assert.ok(error.properties.code.enum.includes('validation_failed'));
  assert.ok(error.properties.code.enum.includes('premium_required'));
  assert.match(error.properties.code.description, /- `not_found`: /);
});
