import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_FEED_PAGE_SIZE } from '@hotsprings/contracts';
import { httpCall as call } from '@hotsprings/service-kit/testing';
import { as, useCommunityService } from '../testing/service-fixture';

const service = useCommunityService();

interface Page {
  posts: Array<{ id: string; vote_score: number; created_at: string }>;
  next_cursor: string | null;
}

const feed = async (query: string): Promise<Page> => {
  const res = await call(service.url, 'GET', `/api/community/posts${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
};

/** Every post of the feed in this order, page after page by cursor. */
async function allPages(sort: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await feed(
      `?sort=${sort}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    assert.ok(page.posts.length <= limit);
    ids.push(...page.posts.map((p) => p.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

const votes = async (postId: string, ups: number, downs = 0) => {
  for (let u = 0; u < ups + downs; u++) {
    await call(service.url, 'POST', `/api/community/posts/${postId}/vote`, {
      headers: as(1000 + u),
      body: { vote: u < ups ? 1 : -1 },
    });
  }
};

test('the feed: newest first by default, top by score, hot by score and age; every page by cursor', async () => {
  const posts = [];
  for (let i = 0; i < 7; i++) posts.push(await service.post(1 + i, { title: `Post ${i}` }));
  const ids = posts.map((p) => p.id);
  await votes(ids[1] as string, 5);
  await votes(ids[3] as string, 2);
  await votes(ids[5] as string, 0, 3);
  await votes(ids[6] as string, 2);

  const newest = [...ids].reverse();
  assert.deepEqual((await feed('')).posts.map((p) => p.id).slice(0, 7), newest);
  assert.deepEqual(await allPages('new', 3), newest);

  // Ties in score go newest first.
  const top = [ids[1], ids[6], ids[3], ids[4], ids[2], ids[0], ids[5]];
  assert.deepEqual(await allPages('top', 2), top);

  // Posts of the same minute: the score decides; among equal scores the newer one leads.
  const hot = await allPages('hot', 4);
  assert.deepEqual(hot, top);

  // Pages by number give the same order.
  const byPage = [
    ...(await feed('?sort=top&limit=3&page=1')).posts,
    ...(await feed('?sort=top&limit=3&page=2')).posts,
    ...(await feed('?sort=top&limit=3&page=3')).posts,
  ].map((p) => p.id);
  assert.deepEqual(byPage, top);
  const last = await feed('?sort=top&limit=3&page=3');
  assert.deepEqual([last.posts.length, last.next_cursor], [1, null]);
});

test('a cursor survives votes between pages: no post is listed twice', async () => {
  const first = await feed('?sort=new&limit=2');
  assert.ok(first.next_cursor);
  await service.post(50, { title: 'Newer than the cursor' });
  const second = await feed(`?sort=new&limit=2&cursor=${first.next_cursor}`);
  const seen = new Set(first.posts.map((p) => p.id));
  assert.ok(second.posts.every((p) => !seen.has(p.id)));
});

test('feed parameters are checked', async () => {
  const cases: Array<[string, string]> = [
    ['?sort=best', 'sort must be one of: new, hot, top.'],
    ['?limit=0', 'limit must be a whole number from 1 to 50.'],
    ['?limit=51', 'limit must be a whole number from 1 to 50.'],
    ['?limit=ten', 'limit must be a whole number from 1 to 50.'],
    ['?page=0', 'page must be a whole number from 1 to 1000.'],
    ['?page=1001', 'page must be a whole number from 1 to 1000.'],
    ['?page=1&cursor=abc', 'Send either a cursor or a page, not both.'],
    ['?cursor=abc', 'cursor must be a cursor from a previous page.'],
    [
      `?sort=top&cursor=${Buffer.from('["new","5"]').toString('base64url')}`,
      'cursor must be a cursor from a previous page.',
    ],
    [
      `?sort=top&cursor=${Buffer.from('["top",1e30,"5"]').toString('base64url')}`,
      'cursor must be a cursor from a previous page.',
    ],
    [
      `?cursor=${Buffer.from('["new","99999999999999999999"]').toString('base64url')}`,
      'cursor must be a cursor from a previous page.',
    ],
    [`?cursor=${'a'.repeat(201)}`, 'cursor must be a cursor from a previous page.'],
    ['?sort=new&sort=top', 'sort must be one of: new, hot, top.'],
    ['?spring_id=1&spring_id=2', 'spring_id must be a single value.'],
    ['?cursor=a&cursor=b', 'cursor must be a cursor from a previous page.'],
    ['?limit=1&limit=2', 'limit must be a whole number from 1 to 50.'],
  ];
  for (const [query, error] of cases) {
    const res = await call(service.url, 'GET', `/api/community/posts${query}`);
    assert.deepEqual([res.status, res.body], [400, { error, code: 'validation_failed' }], query);
  }
  assert.ok((await feed('')).posts.length <= DEFAULT_FEED_PAGE_SIZE);
});
