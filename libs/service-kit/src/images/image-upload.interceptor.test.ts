import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Body, Controller, Module, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { serviceLoggerModule } from '../logging/logger.module';
import { useModuleApp } from '../testing/use-service-under-test';
import {
  IMAGE_UPLOAD,
  ImageUploadInterceptor,
  type ImageUploadOptions,
} from './image-upload.interceptor';

const OPTIONS: ImageUploadOptions = { field: 'postImage', maxBytes: 1024, maxFieldBytes: 64 };

@Controller()
class FormController {
  @Post('forms')
  @UseInterceptors(ImageUploadInterceptor)
  receive(@Body() fields: Record<string, string>, @UploadedFile() image?: Express.Multer.File) {
    return { fields: { ...fields }, imageBytes: image?.size ?? null };
  }
}

@Module({
  imports: [serviceLoggerModule('kit-test', 'silent')],
  controllers: [FormController],
  providers: [{ provide: IMAGE_UPLOAD, useValue: OPTIONS }, ImageUploadInterceptor],
})
class FormModule {}

const forms = useModuleApp(FormModule);

const HOSTILE = '<img src=x onerror=alert(1)>';
const BOUNDARY = 'kit-boundary';

type Part = [name: string, value: string, filename?: string];

/** A multipart body written by hand, so that names reach the parser exactly as the test sends them. */
function multipart(parts: Part[]): string {
  return (
    parts
      .map(([name, value, filename]) => {
        const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
        const type = filename ? '\r\nContent-Type: image/png' : '';
        return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${value}\r\n`;
      })
      .join('') + `--${BOUNDARY}--\r\n`
  );
}

async function send(body: string, boundary = BOUNDARY) {
  const res = await fetch(`${forms.url}/forms`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return { status: res.status, text: await res.text() };
}

const answer = (status: number, error: string, code: string) => ({
  status,
  text: JSON.stringify({ error, code }),
});

test('a form with its fields and one image in its field is read', async () => {
  const sent = await send(
    multipart([
      ['title', 'Dawn'],
      ['postImage', 'png bytes', 'a.png'],
    ]),
  );
  assert.deepEqual(JSON.parse(sent.text), { fields: { title: 'Dawn' }, imageBytes: 9 });
});

test("multer's refusals are answered in fixed words that name no field the client sent", async () => {
  const ONE_IMAGE = 'The form may carry one image, in its postImage field, and no other file.';
  const cases: [string, Part[], ReturnType<typeof answer>][] = [
    [
      'a file in an unknown field named with markup',
      [[HOSTILE, 'png bytes', 'a.png']],
      answer(400, ONE_IMAGE, 'validation_failed'),
    ],
    [
      'two images',
      [
        ['postImage', 'png', 'a.png'],
        ['postImage', 'png', 'b.png'],
      ],
      answer(400, ONE_IMAGE, 'validation_failed'),
    ],
    [
      'a field over its size, named with markup',
      [[HOSTILE, 'x'.repeat(65)]],
      answer(413, 'Each text field of the form must be at most 64 bytes.', 'payload_too_large'),
    ],
    [
      'an image over its size',
      [['postImage', 'x'.repeat(1025), 'a.png']],
      answer(413, 'The image must be at most 1 KB.', 'payload_too_large'),
    ],
    [
      'too many fields',
      Array.from({ length: 21 }, (_, i): Part => [`${HOSTILE}${i}`, 'x']),
      answer(400, 'The form may have at most 20 text fields.', 'validation_failed'),
    ],
    [
      'a field name over its size',
      [[`${HOSTILE}${'n'.repeat(200)}`, 'x']],
      answer(400, 'The form has a field name that is not valid.', 'validation_failed'),
    ],
  ];
  for (const [name, parts, expected] of cases) {
    assert.deepEqual(await send(multipart(parts)), expected, name);
  }
});

test('a multipart body that cannot be parsed is a malformed body', async () => {
  const cut = multipart([['title', 'Dawn']]).slice(0, 30);
  assert.deepEqual(await send(cut), answer(400, 'Malformed multipart form.', 'malformed_body'));
  assert.deepEqual(
    await send(multipart([['title', 'Dawn']]), 'another-boundary'),
    answer(400, 'Malformed multipart form.', 'malformed_body'),
  );
});
