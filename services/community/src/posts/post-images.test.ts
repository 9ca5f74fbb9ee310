import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import sharp from 'sharp';
import { httpCall, multipartForm, photoWithSecrets } from '@hotsprings/service-kit/testing';
import { as, useCommunityService } from '../testing/service-fixture';

// The image checks themselves are the kit's (libs/service-kit/src/images), tested through the
// reviews service too; here: that posts take them, on the `postImage` field, and drop the image
// with the post.
const service = useCommunityService();
const SECRET = 'secret-spring-location';

const form = (fields: Record<string, string>, bytes?: Buffer, field = 'postImage') =>
  multipartForm(fields, bytes && { field, bytes, name: 'spring.jpg', type: 'image/jpeg' });

async function send(method: string, path: string, body: FormData | undefined, userId = 1) {
  const res = await httpCall(service.url, method, path, { headers: as(userId), body });
  return { status: res.status, body: res.body };
}

test('a post with an image: stored without its GPS, served for good, removed with the post', async () => {
  const jpeg = await photoWithSecrets('jpeg', SECRET);
  const spring = await service.addSpring('Jerry Johnson');
  const created = await send(
    'POST',
    '/api/community/posts',
    form({ title: 'Snow soak', content: 'Worth the walk.', spring_id: String(spring) }, jpeg),
  );
  assert.equal(created.status, 201);
  assert.equal(created.body.spring_id, spring);
  assert.match(created.body.image_url, /^\/uploads\/community\/[0-9a-f]{32}\.jpg$/);
  const served = await fetch(`${service.url}${created.body.image_url}`);
  assert.equal(served.status, 200);
  assert.match(served.headers.get('cache-control') ?? '', /immutable/);
  const stored = Buffer.from(await served.arrayBuffer());
  assert.equal((await sharp(stored).metadata()).exif, undefined);
  assert.ok(!stored.includes(SECRET));

  const gone = await send('DELETE', `/api/community/posts/${created.body.id}`, undefined);
  assert.equal(gone.status, 204);
  assert.equal((await fetch(`${service.url}${created.body.image_url}`)).status, 404);
});

test('a post without an image, a refused image and a form with the wrong field', async () => {
  const plain = await send(
    'POST',
    '/api/community/posts',
    form({ title: 'No photo', content: 'Text.' }),
  );
  assert.deepEqual([plain.status, plain.body.image_url, plain.body.spring_id], [201, null, null]);
  const before = (await readdir(service.uploadsDir).catch(() => [])).length;
  const text = await send(
    'POST',
    '/api/community/posts',
    form({ title: 'Fake', content: 'x' }, Buffer.from('not an image, only words to read')),
  );
  assert.deepEqual(text, {
    status: 400,
    body: { error: 'The image must be a PNG, JPEG, GIF or WebP file.', code: 'validation_failed' },
  });
  const big = await send(
    'POST',
    '/api/community/posts',
    form({ title: 'Big', content: 'x' }, Buffer.alloc(5 * 1024 * 1024 + 1)),
  );
  assert.deepEqual(big, {
    status: 413,
    body: { error: 'The image must be at most 5 MB.', code: 'payload_too_large' },
  });
  const ONE_IMAGE = {
    error: 'The form may carry one image, in its postImage field, and no other file.',
    code: 'validation_failed',
  };
  for (const field of ['reviewImage', '<img src=x onerror=alert(1)>']) {
    const wrongField = await send(
      'POST',
      '/api/community/posts',
      form({ title: 'x', content: 'x' }, Buffer.alloc(100), field),
    );
    assert.deepEqual(wrongField, { status: 400, body: ONE_IMAGE }, field);
  }
  const longField = await send(
    'POST',
    '/api/community/posts',
    form({ title: 'x', content: 'x', '<img src=x onerror=alert(1)>': 'x'.repeat(256 * 1024 + 1) }),
  );
  assert.deepEqual(longField, {
    status: 413,
    body: {
      error: 'Each text field of the form must be at most 256 KB.',
      code: 'payload_too_large',
    },
  });
  const missing = await send('POST', '/api/community/posts', form({ title: 'x' }));
  assert.deepEqual(missing, {
    status: 400,
    body: { error: 'Title and content are required.', code: 'validation_failed' },
  });
  assert.equal((await readdir(service.uploadsDir).catch(() => [])).length, before);
  const anonymous = await fetch(`${service.url}/api/community/posts`, {
    method: 'POST',
    body: form({ title: 'x', content: 'x' }),
  });
  assert.equal(anonymous.status, 401);
});
