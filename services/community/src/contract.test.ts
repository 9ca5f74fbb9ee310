import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CommentSchema, PostPageSchema, PostSchema, VoteResultSchema } from '@hotsprings/contracts';
import { assertKeeps, httpCall, httpOk } from '@hotsprings/service-kit/testing';
import { as, useCommunityService } from './testing/service-fixture';

// Every answer of the community service against the contract it promises (proto/).

const service = useCommunityService();

const answer = (method: string, path: string, options?: Parameters<typeof httpCall>[3]) =>
  httpOk(service.url, method, `/api/community${path}`, options);

test('posts, bare and naming a spring, as created, edited, read and listed in every order', async () => {
  const spring = await service.addSpring();
  const bare = await answer('POST', '/posts', {
    headers: as(1),
    body: { title: 'T', content: 'C' },
  });
  assertKeeps(PostSchema, bare);
  const about = (await answer('POST', '/posts', {
    headers: as(2),
    body: { title: 'T', content: 'C', spring_id: spring },
  })) as { id: string };
  assertKeeps(PostSchema, about);
  assertKeeps(
    PostSchema,
    await answer('PUT', `/posts/${about.id}`, {
      headers: as(2),
      body: { title: 'U', content: 'D' },
    }),
  );
  assertKeeps(PostSchema, await answer('GET', `/posts/${about.id}`, { headers: as(1) }));
  for (const query of [
    '',
    '?sort=hot&limit=1',
    '?sort=top&page=2&limit=1',
    `?spring_id=${spring}`,
  ]) {
    const page = (await answer('GET', `/posts${query}`)) as { posts: unknown[] };
    assertKeeps(PostPageSchema, page);
    assert.ok(page.posts.length > 0, query);
  }
});

test('comments, replies and deleted comments, as written and listed; votes', async () => {
  const post = (await answer('POST', '/posts', {
    headers: as(3),
    body: { title: 'T', content: 'C' },
  })) as {
    id: string;
  };
  const top = (await answer('POST', `/posts/${post.id}/comments`, {
    headers: as(4),
    body: { content: 'Top', parentCommentId: null },
  })) as { id: string };
  assertKeeps(CommentSchema, top);
  const reply = await answer('POST', `/posts/${post.id}/comments`, {
    headers: as(5),
    body: { content: 'Reply', parentCommentId: top.id },
  });
  assertKeeps(CommentSchema, reply);
  assertKeeps(
    CommentSchema,
    await answer('PUT', `/comments/${top.id}`, { headers: as(4), body: { content: 'Edited' } }),
  );
  assertKeeps(
    VoteResultSchema,
    await answer('POST', `/posts/${post.id}/vote`, { headers: as(5), body: { vote: 1 } }),
  );
  assertKeeps(
    VoteResultSchema,
    await answer('POST', `/comments/${top.id}/vote`, { headers: as(5), body: { vote: -1 } }),
  );
  await answer('DELETE', `/comments/${top.id}`, { headers: as(4) });
  for (const sort of ['oldest', 'best']) {
    const thread = (await answer('GET', `/posts/${post.id}/comments?sort=${sort}`, {
      headers: as(5),
    })) as unknown[];
    assert.equal(thread.length, 2);
    for (const comment of thread) assertKeeps(CommentSchema, comment);
  }
});
