import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import sharp from 'sharp';
import {
  httpCall,
  multipartForm,
  photoWithSecrets,
  uniqueSpringId,
} from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from '../testing/service-fixture';

const SECRET = 'secret-spring-location';
const service = useReviewsService();

const canvas = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } });

const form = (
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) => multipartForm(fields, file && { field: 'reviewImage', ...file });

async function send(method: string, path: string, body: FormData, userId = 1) {
  const res = await httpCall(service.url, method, path, { headers: as(userId), body });
  return { status: res.status, body: res.body };
}

const postReview = async (body: FormData, userId = 1) =>
  send('POST', `/api/springs/${await service.addSpring()}/reviews`, body, userId);

test('a PNG with EXIF and GPS is stored without any metadata and served for good', async () => {
  const png = await photoWithSecrets('png', SECRET);
  assert.ok((await sharp(png).metadata()).exif, 'the fixture carries EXIF');
  const fields = {
    rating: '5',
    comment: 'Photo',
    tags: JSON.stringify(['Soakable', 'Hidden Gem']),
    safety_rating: '',
  };
  const res = await postReview(form(fields, { bytes: png, name: 'spring.png', type: 'image/png' }));
  assert.equal(res.status, 201);
  assert.deepEqual(res.body.tags, ['soakable', 'hidden gem']);
  assert.equal(res.body.safety_rating, null);
  assert.match(res.body.image_url, /^\/uploads\/reviews\/[0-9a-f]{32}\.png$/);

  const served = await fetch(`${service.url}${res.body.image_url}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.match(served.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
  const stored = Buffer.from(await served.arrayBuffer());
  const meta = await sharp(stored).metadata();
  assert.equal(meta.format, 'png');
  assert.equal(meta.exif, undefined);
  assert.equal(meta.xmp, undefined);
  assert.ok(!stored.includes(SECRET));
});

test('a JPEG keeps its orientation but loses its EXIF', async () => {
  const jpeg = await canvas(40, 30)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: SECRET } })
    .toBuffer();
  const res = await postReview(
    form({ rating: '4' }, { bytes: jpeg, name: 'x.jpg', type: 'image/jpeg' }),
  );
  assert.equal(res.status, 201);
  assert.match(res.body.image_url, /\.jpg$/);
  const stored = Buffer.from(
    await (await fetch(`${service.url}${res.body.image_url}`)).arrayBuffer(),
  );
  const meta = await sharp(stored).metadata();
  assert.equal(meta.exif, undefined);
  assert.deepEqual([meta.width, meta.height], [30, 40]);
  assert.ok(!stored.includes(SECRET));
});

test('GIF and WebP are accepted', async () => {
  for (const [bytes, ext] of [
    [await canvas().gif().toBuffer(), 'gif'],
    [await canvas().webp().toBuffer(), 'webp'],
  ] as const) {
    const res = await postReview(
      form({ rating: '3' }, { bytes, name: 'photo.bin', type: 'application/octet-stream' }),
    );
    assert.equal(res.status, 201, ext);
    assert.match(res.body.image_url, new RegExp(`\\.${ext}$`));
  }
});

/** Posts the bytes as a review's PNG: refused with `answer`, and nothing is stored. */
async function assertRefused(
  bytes: Buffer,
  answer: { status: number; body: { error: string; code: string } },
  what?: string,
) {
  const stored = (await readdir(service.uploadsDir)).length;
  const res = await postReview(form({ rating: '4' }, { bytes, name: 'a.png', type: 'image/png' }));
  assert.deepEqual(res, answer, what);
  assert.equal((await readdir(service.uploadsDir)).length, stored, what);
}

test('content decides the type: text named .png, SVG and a broken PNG are refused', async () => {
  const png = await canvas().png().toBuffer();
  const notAnImage = 'The image must be a PNG, JPEG, GIF or WebP file.';
  for (const [what, bytes, error] of [
    ['text', Buffer.from('hello, not an image at all'), notAnImage],
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
      notAnImage,
    ],
    [
      'a broken PNG',
      Buffer.concat([png.subarray(0, 16), Buffer.alloc(64, 7)]),
      'The image could not be read.',
    ],
  ] as const) {
    await assertRefused(bytes, { status: 400, body: { error, code: 'validation_failed' } }, what);
  }
});

test('an oversized image is 413 and nothing is stored', async () => {
  await assertRefused(Buffer.alloc(5 * 1024 * 1024 + 1, 0), {
    status: 413,
    body: { error: 'The image must be at most 5 MB.', code: 'payload_too_large' },
  });
});

test('malformed multipart, a file in another field and bad fields are 400', async () => {
  const broken = await fetch(`${service.url}/api/springs/${uniqueSpringId()}/reviews`, {
    method: 'POST',
    headers: { ...as(1), 'content-type': 'multipart/form-data; boundary=xyz' },
    body: '--xyz\r\nContent-Disposition: form-data; name="rating"\r\n\r\n4\r\n--xy',
  });
  assert.equal(broken.status, 400);
  assert.ok(((await broken.json()) as { error?: string }).error);
  const bytes = await canvas().png().toBuffer();
  const wrongField = multipartForm({ rating: '4' }, { field: 'photo', bytes, name: 'a.png' });
  assert.equal((await postReview(wrongField)).status, 400);
  const badTags = await postReview(form({ rating: '4', tags: '["soakable"' }));
  assert.deepEqual(badTags, {
    status: 400,
    body: { error: 'Tags must be a list of tags from the vocabulary.', code: 'validation_failed' },
  });
  const repeated = new FormData();
  repeated.append('rating', '4');
  repeated.append('rating', '5');
  assert.equal((await postReview(repeated)).status, 400);
});

test('replacing or deleting a review removes its old photo', async () => {
  const png = await canvas().png().toBuffer();
  const created = await postReview(
    form({ rating: '4' }, { bytes: png, name: 'a.png', type: 'image/png' }),
    9,
  );
  const first = created.body.image_url as string;
  const kept = await send('PUT', `/api/reviews/${created.body.id}`, form({ rating: '3' }), 9);
  assert.equal(kept.body.image_url, first);
  const webp = await canvas().webp().toBuffer();
  const replaced = await send(
    'PUT',
    `/api/reviews/${created.body.id}`,
    form({ rating: '3' }, { bytes: webp, name: 'b.webp', type: 'image/webp' }),
    9,
  );
  assert.equal(replaced.status, 200);
  assert.notEqual(replaced.body.image_url, first);
  assert.equal((await fetch(`${service.url}${first}`)).status, 404);
  const gone = await fetch(`${service.url}/api/reviews/${created.body.id}`, {
    method: 'DELETE',
    headers: as(9),
  });
  assert.equal(gone.status, 204);
  assert.equal((await fetch(`${service.url}${replaced.body.image_url}`)).status, 404);
});

test('only stored names are served', async () => {
  for (const path of [
    '/uploads/reviews/..%2F..%2Fpackage.json',
    '/uploads/reviews/0123456789abcdef0123456789abcdef.png',
    '/uploads/reviews/.env',
  ]) {
    const res = await fetch(`${service.url}${path}`);
    assert.equal(res.status, 404, path);
  }
});
