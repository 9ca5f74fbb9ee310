import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { OutboxEvent } from '@hotsprings/service-kit';
import { commentCreated, postCreated } from '../events/community-events';
import type { CommentRecord, NewPost } from '../store/records';
import { reachableStores, type StoreUnderTest } from './reachable-stores';

/**
 * Runs `cases` on every store reachable here, each a subtest with a fresh store of its own; a
 * store that cannot be reached is a skipped subtest that says why.
 */
export async function onEveryReachableStore(
  t: TestContext,
  cases: (s: StoreUnderTest, t: TestContext) => Promise<void>,
): Promise<void> {
  for (const source of await reachableStores()) {
    if ('skip' in source) {
      console.log(`store contract suite: ${source.name} skipped: ${source.skip}`);
      await t.test(source.name, { skip: source.skip }, () => undefined);
      continue;
    }
    await t.test(source.name, async (st) => {
      const s = await source.open();
      try {
        await cases(s, st);
      } finally {
        await s.close();
      }
    });
  }
}

export const newPost = (
  userId: string,
  fields: Partial<{ title: string; springId: number | null }> = {},
): NewPost => ({
  userId,
  authorUsername: `user${userId}`,
  title: fields.title ?? 'A title',
  content: 'Some content',
  imageUrl: null,
  springId: fields.springId ?? null,
});

/** The writes and reads most cases start from. */
export function storeHelpers(s: StoreUnderTest) {
  return {
    /** Every event waiting in the outbox, published now (and so taken out of it). */
    async drainOutbox(): Promise<OutboxEvent[]> {
      const events: OutboxEvent[] = [];
      while ((await s.outbox.publishPending(100, async (e) => void events.push(e))) > 0);
      return events;
    },
    post: (userId = '1', fields = {}) => s.store.posts.create(newPost(userId, fields), postCreated),
    async comment(postId: string, userId = '2', parentId: string | null = null) {
      const made = await s.store.comments.create(
        { postId, parentId, userId, authorUsername: `user${userId}`, content: `From ${userId}` },
        50,
        commentCreated,
      );
      assert.equal(typeof made, 'object', String(made));
      return made as CommentRecord;
    },
  };
}
