import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { LOW_ON_DISK } from '@hotsprings/service-kit/images';
import sharp from 'sharp';
import { as, useCommunityService } from '../testing/service-fixture';

const DAY_MS = 86_400_000;

/** A 100 x 100 PNG of noise: about 30 KB however it is re-encoded. */
const noise = () =>
  sharp(randomBytes(100 * 100 * 3), { raw: { width: 100, height: 100, channels: 3 } })
    .png()
    .toBuffer();

function postWithImage(url: string, userId: number, image: Buffer) {
  const body = new FormData();
  body.append('title', 'Steam');
  body.append('content', 'At dawn.');
  body.append('postImage', new Blob([image], { type: 'image/png' }), 'spring.png');
  return fetch(`${url}/api/community/posts`, { method: 'POST', headers: as(userId), body });
}

const filesIn = async (dir: string) => (await readdir(dir).catch(() => [])).length;

describe('the daily image budget of a member', () => {
  const service = useCommunityService({ IMAGE_BYTES_PER_DAY: '50000' });

  test('past it, 429 with Retry-After until the UTC day ends, before anything is stored', async () => {
    // A made-up member per run: the day's count is kept in the shared Redis.
    const member = randomInt(1e9, 2e9);
    const first = await postWithImage(service.url, member, await noise());
    assert.equal(first.status, 201);
    const stored = await filesIn(service.uploadsDir);

    const refused = await postWithImage(service.url, member, await noise());
    assert.equal(refused.status, 429);
    assert.match(
      ((await refused.json()) as { error: string }).error,
      /^You have reached the limit of 0 MB of images a day\. Please try again in about /,
    );
    const untilMidnight = Math.ceil((DAY_MS - (Date.now() % DAY_MS)) / 1000);
    assert.ok(Math.abs(Number(refused.headers.get('retry-after')) - untilMidnight) <= 2);
    assert.equal(await filesIn(service.uploadsDir), stored, 'nothing was stored');

    const feed = await fetch(`${service.url}/api/community/posts`);
    const titles = ((await feed.json()) as { posts: Array<{ user_id: string }> }).posts.filter(
      (post) => post.user_id === String(member),
    );
    assert.equal(titles.length, 1, 'the refused post was not written either');
    assert.equal(
      (await postWithImage(service.url, randomInt(1e9, 2e9), await noise())).status,
      201,
      'another member has a budget of their own',
    );
  });
});

describe('when the uploads folder is low on free space', () => {
  // More than any disk this runs on has free.
  const service = useCommunityService({ UPLOADS_MIN_FREE_BYTES: String(Number.MAX_SAFE_INTEGER) });

  test('a post with an image answers 507, saying so, and nothing is written', async () => {
    const refused = await postWithImage(service.url, 7, await noise());
    assert.equal(refused.status, 507);
    assert.deepEqual(await refused.json(), { error: LOW_ON_DISK, code: 'insufficient_storage' });
    assert.equal(await filesIn(service.uploadsDir), 0);
    const feed = await fetch(`${service.url}/api/community/posts`);
    assert.deepEqual(((await feed.json()) as { posts: unknown[] }).posts, []);
  });

  test('posts without an image are still written', async () => {
    const plain = await fetch(`${service.url}/api/community/posts`, {
      method: 'POST',
      headers: { ...as(7), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'No photo', content: 'Words only.' }),
    });
    assert.equal(plain.status, 201);
  });
});
