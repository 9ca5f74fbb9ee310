import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { fromBinary } from '@bufbuild/protobuf';
import { type SpringState, SpringStateSchema, SUBJECTS } from '@hotsprings/contracts';
import { create } from '@bufbuild/protobuf';
import type { OutboxEvent } from '@hotsprings/service-kit';
import { CommentCreatedSchema } from '@hotsprings/contracts';
import {
  commentCreated,
  commentDeleted,
  postDeleted,
  postUpdated,
} from '../events/community-events';
import type { StoreUnderTest } from '../testing/reachable-stores';
import { newPost, onEveryReachableStore, storeHelpers } from '../testing/store-fixtures';
import type { PostRecord } from './records';

// One suite for every store behind the port (PostgreSQL always; MongoDB when reachable): the
// services rely on exactly what it checks, whichever store serves them. Its races, failures,
// clocks, ids and rules are in `store-edges.contract.test.ts`.

const spring = (id: number, name: string | undefined, version: number): SpringState =>
  create(SpringStateSchema, {
    springId: id,
    name,
    stateCode: 'ID',
    latitude: 44,
    longitude: -115,
    version: BigInt(version),
  });

const failing = (): OutboxEvent[] => {
  throw new Error('the event could not be built');
};

test('the store contract, on every store reachable here', (t) =>
  onEveryReachableStore(t, contractOn));

/** The cases, each a subtest of the store's test. */
async function contractOn(s: StoreUnderTest, t: TestContext): Promise<void> {
  {
    const { drainOutbox, post, comment } = storeHelpers(s);

    await t.test(
      'a post is created, read, updated and removed, each change with its event',
      async () => {
        await drainOutbox();
        const created = await post('7', { title: 'First' });
        assert.deepEqual(
          [
            created.userId,
            created.authorUsername,
            created.title,
            created.voteScore,
            created.userVote,
          ],
          ['7', 'user7', 'First', 0, 0],
        );
        assert.deepEqual(
          [created.commentCount, created.version, created.springId, created.springName],
          [0, 1n, null, null],
        );
        assert.deepEqual(await s.store.posts.find(created.id, '7'), created);
        const updated = await s.store.posts.update(
          created.id,
          { title: 'Second', content: 'New' },
          postUpdated,
        );
        assert.ok(updated);
        assert.deepEqual([updated.title, updated.content, updated.version], ['Second', 'New', 2n]);
        assert.ok(updated.updatedAt > created.updatedAt);
        const removed = await s.store.posts.remove(created.id, postDeleted);
        assert.equal(removed?.id, created.id);
        assert.equal(await s.store.posts.find(created.id, null), null);
        assert.equal(
          await s.store.posts.update(created.id, { title: 'x', content: 'x' }, postUpdated),
          null,
        );
        assert.equal(await s.store.posts.remove(created.id, postDeleted), null);
        const events = await drainOutbox();
        assert.deepEqual(
          events.map((e) => e.subject),
          [SUBJECTS.postCreated, SUBJECTS.postUpdated, SUBJECTS.postDeleted],
        );
        assert.equal(
          await drainOutbox().then((e) => e.length),
          0,
          'published events leave the outbox',
        );
      },
    );

    await t.test(
      'a change whose events fail is not made: the change and its events are one transaction',
      async () => {
        await drainOutbox();
        await assert.rejects(s.store.posts.create(newPost('8', { title: 'Never' }), failing));
        const feed = await s.store.posts.list({ sort: 'new', limit: 50 }, null);
        assert.ok(!feed.some((p) => p.title === 'Never'));
        const kept = await post('8');
        await assert.rejects(
          s.store.posts.update(kept.id, { title: 'Never', content: 'x' }, failing),
        );
        assert.equal((await s.store.posts.find(kept.id, null))?.title, 'A title');
        const c = await comment(kept.id);
        await assert.rejects(s.store.comments.remove(c.id, failing));
        assert.equal((await s.store.comments.find(c.id))?.isDeleted, false);
        await assert.rejects(
          s.store.comments.create(
            { postId: kept.id, parentId: null, userId: '2', authorUsername: 'u', content: 'Never' },
            50,
            failing,
          ),
        );
        assert.deepEqual(
          (await s.store.comments.thread(kept.id, null)).map((x) => x.id),
          [c.id],
        );
        await assert.rejects(s.store.posts.remove(kept.id, failing));
        assert.ok(await s.store.posts.find(kept.id, null));
        const events = await drainOutbox();
        assert.deepEqual(
          events.map((e) => e.subject),
          [SUBJECTS.postCreated, SUBJECTS.commentCreated],
        );
      },
    );

    await t.test(
      'the feed: newest first, top and hot by keyset, pages by offset, posts about a spring',
      async () => {
        await s.store.springs.keep(spring(501, 'Goldbug', 1));
        const made: PostRecord[] = [];
        for (let i = 0; i < 6; i++)
          made.push(await post(String(20 + i), { springId: i % 2 ? 501 : null }));
        const ids = made.map((p) => p.id);
        for (const [index, votes] of [
          [1, 3],
          [4, 2],
          [5, -2],
        ] as const) {
          for (let v = 0; v < Math.abs(votes); v++) {
            await s.store.votes.onPost(ids[index] as string, String(900 + v), Math.sign(votes));
          }
        }
        const all = async (sort: 'new' | 'top' | 'hot', size: number) => {
          const seen: string[] = [];
          let page = await s.store.posts.list({ sort, limit: size }, null);
          while (page.length > 0) {
            seen.push(...page.filter((p) => ids.includes(p.id)).map((p) => p.id));
            const last = page[page.length - 1] as PostRecord;
            const after =
              sort === 'new'
                ? { sort, id: last.id }
                : sort === 'top'
                  ? { sort, score: last.voteScore, id: last.id }
                  : { sort, rank: last.hotRank, id: last.id };
            page = await s.store.posts.list({ sort, limit: size, after }, null);
          }
          return seen;
        };
        assert.deepEqual(await all('new', 2), [...ids].reverse());
        const top = [ids[1], ids[4], ids[3], ids[2], ids[0], ids[5]];
        assert.deepEqual(await all('top', 4), top);
        assert.deepEqual(await all('hot', 3), top);
        const second = await s.store.posts.list({ sort: 'new', limit: 2, offset: 2 }, null);
        assert.deepEqual(
          second.map((p) => p.id),
          [ids[3], ids[2]],
        );
        const about = await s.store.posts.list({ sort: 'new', limit: 10, springId: 501 }, '900');
        assert.deepEqual(
          about.map((p) => p.id),
          [ids[5], ids[3], ids[1]],
        );
        assert.deepEqual(
          [about[0]?.springName, about[0]?.userVote, about[2]?.userVote],
          ['Goldbug', -1, 1],
        );
      },
    );

    await t.test(
      'a thread in one read, depth first; replies refused elsewhere, under a deleted parent or too deep',
      async () => {
        const p = await post();
        const other = await post();
        const a = await comment(p.id, '2');
        const b = await comment(p.id, '3');
        const a1 = await comment(p.id, '4', a.id);
        const a1x = await comment(p.id, '5', a1.id);
        const a2 = await comment(p.id, '6', a.id);
        const thread = await s.store.comments.thread(p.id, null);
        assert.deepEqual(
          thread.map((c) => [c.id, c.parentId, c.depth]),
          [
            [a.id, null, 0],
            [a1.id, a.id, 1],
            [a1x.id, a1.id, 2],
            [a2.id, a.id, 1],
            [b.id, null, 0],
          ],
        );
        const reply = (parentId: string, postId = p.id, maxDepth = 50) =>
          s.store.comments.create(
            { postId, parentId, userId: '9', authorUsername: 'u9', content: 'x' },
            maxDepth,
            commentCreated,
          );
        assert.equal(await reply(a.id, other.id), 'parent-elsewhere');
        assert.equal(await reply('987654321'), 'parent-elsewhere');
        assert.equal(await reply(a1x.id, p.id, 2), 'too-deep');
        assert.equal(typeof (await reply(a1.id, p.id, 2)), 'object');
        assert.equal(
          await s.store.comments.create(
            { postId: '987654321', parentId: null, userId: '9', authorUsername: 'u', content: 'x' },
            50,
            commentCreated,
          ),
          'post-not-found',
        );
        const removed = await s.store.comments.remove(a.id, commentDeleted);
        assert.deepEqual(
          [removed?.deleted, removed?.comment.isDeleted, removed?.comment.content],
          [true, true, ''],
        );
        assert.equal((await s.store.comments.remove(a.id, commentDeleted))?.deleted, false);
        assert.equal(await s.store.comments.remove('987654321', commentDeleted), null);
        assert.equal(await reply(a.id), 'parent-deleted');
        assert.equal(await s.store.comments.update(a.id, 'back'), null);
        const edited = await s.store.comments.update(b.id, 'edited');
        assert.deepEqual(
          [edited?.content, edited?.updatedAt && edited.updatedAt > b.updatedAt],
          ['edited', true],
        );
        const after = await s.store.comments.thread(p.id, null);
        assert.deepEqual(
          after.slice(0, 2).map((c) => [c.id, c.isDeleted]),
          [
            [a.id, true],
            [a1.id, false],
          ],
        );
        await s.store.posts.remove(p.id, postDeleted);
        assert.deepEqual(await s.store.comments.thread(p.id, null), []);
        assert.equal(await s.store.comments.find(a1.id), null);
      },
    );

    await t.test('concurrent votes and flips on a post and a comment end exact', async () => {
      const p = await post();
      const c = await comment(p.id);
      const voters = Array.from({ length: 16 }, (_, i) => String(300 + i));
      const cycle = [1, -1, 0, 1, 1, -1, 0];
      let finals = new Map<string, number>();
      for (let round = 0; round < 4; round++) {
        finals = new Map();
        await Promise.all(
          voters.flatMap((u, i) => {
            const last = cycle[(i + round + 1) % cycle.length] as number;
            finals.set(u, last);
            // Two votes of one voter at once, then the one that stays.
            return [
              Promise.all([
                s.store.votes.onPost(p.id, u, cycle[(i + round) % cycle.length] as number),
                s.store.votes.onComment(c.id, u, cycle[(i + round) % cycle.length] as number),
              ]).then(() =>
                Promise.all([
                  s.store.votes.onPost(p.id, u, last),
                  s.store.votes.onComment(c.id, u, last),
                ]),
              ),
            ];
          }),
        );
        const expected = [...finals.values()].reduce((a, b) => a + b, 0);
        assert.equal(
          (await s.store.posts.find(p.id, null))?.voteScore,
          expected,
          `post, round ${round}`,
        );
        const [listed] = await s.store.comments.thread(p.id, null);
        assert.equal(
          (listed?.upVotes ?? 0) - (listed?.downVotes ?? 0),
          expected,
          `comment, round ${round}`,
        );
      }
      const voter = voters[0] as string;
      const mine = finals.get(voter) as number;
      assert.equal((await s.store.posts.find(p.id, voter))?.userVote, mine);
      assert.equal((await s.store.comments.thread(p.id, voter))[0]?.userVote, mine);
      assert.equal(await s.store.votes.onPost('987654321', voter, 1), null);
      assert.equal(await s.store.votes.onComment('987654321', voter, 1), null);
      await s.store.comments.remove(c.id, commentDeleted);
      assert.equal((await s.store.votes.onComment(c.id, voter, 1))?.isDeleted, true);
    });

    await t.test(
      'comment counts: duplicates, replays and reordering never move a count twice; never below 0',
      async () => {
        assert.equal(await s.store.commentCounts.isEmpty(), true);
        const p = await post();
        const count = async () => (await s.store.posts.find(p.id, null))?.commentCount;
        await Promise.all([
          s.store.commentCounts.created('70001', p.id),
          s.store.commentCounts.created('70001', p.id),
        ]);
        await s.store.commentCounts.created('70002', p.id);
        assert.equal(await count(), 2);
        await Promise.all([
          s.store.commentCounts.deleted('70001', p.id),
          s.store.commentCounts.deleted('70001', p.id),
        ]);
        await s.store.commentCounts.created('70001', p.id);
        assert.equal(await count(), 1);
        // A deletion heard before its creation.
        await s.store.commentCounts.deleted('70003', p.id);
        await s.store.commentCounts.created('70003', p.id);
        assert.equal(await count(), 1);
        await s.store.commentCounts.deleted('70002', p.id);
        assert.equal(await count(), 0);
        assert.equal(await s.store.commentCounts.isEmpty(), false);
        // Counts of a post that is gone are kept nowhere and break nothing.
        await s.store.commentCounts.created('70004', '987654321');
        const event = fromBinary(
          CommentCreatedSchema,
          commentCreated(await comment(p.id))[0]?.payload as Uint8Array,
        );
        assert.equal(event.postId, BigInt(p.id));
      },
    );

    await t.test('springs: only newer versions are kept', async () => {
      await s.store.springs.keep(spring(601, 'First', 2));
      await s.store.springs.keep(spring(601, 'Older', 1));
      await s.store.springs.keep(spring(601, 'Same', 2));
      assert.deepEqual(await s.store.springs.nameOf(601), { name: 'First' });
      await s.store.springs.keep(spring(601, undefined, 3));
      assert.deepEqual(await s.store.springs.nameOf(601), { name: null });
      assert.equal(await s.store.springs.nameOf(602), undefined);
      assert.equal(await s.store.springs.isEmpty(), false);
    });
  }
}
