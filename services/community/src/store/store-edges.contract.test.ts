import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import {
  commentCreated,
  commentDeleted,
  postCreated,
  postDeleted,
  postUpdated,
} from '../events/community-events';
import type { StoreUnderTest } from '../testing/reachable-stores';
import { newPost, onEveryReachableStore, storeHelpers } from '../testing/store-fixtures';
import { hotRank } from './hot-rank';
import type { PostRecord } from './records';
import { type Vote, VOTES, voteChange } from '@hotsprings/service-kit';

// The store contract where stores differ most: concurrent changes, failed publishes, clocks, ids,
// and the rules both stores must follow. Each case drives the exact interleaving it names, so
// that a store which gets it wrong fails here, on PostgreSQL now and on MongoDB where reachable.

test('the store contract at its edges, on every store reachable here', (t) =>
  onEveryReachableStore(t, edgesOf));

/** A promise the test opens when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function edgesOf(s: StoreUnderTest, t: TestContext): Promise<void> {
  const { drainOutbox, post, comment } = storeHelpers(s);

  await t.test('a comment written while its post is deleted goes with the post', async () => {
    const p = await post();
    const written = gate();
    const release = gate();
    let firstRun = true;
    const writing = s.store.comments.create(
      { postId: p.id, parentId: null, userId: '2', authorUsername: 'user2', content: 'Late' },
      50,
      async (c) => {
        // The comment's first run stops here, written but not committed; a rerun goes on.
        if (firstRun) {
          firstRun = false;
          written.open();
          await release.opened;
        }
        return commentCreated(c);
      },
    );
    await written.opened;
    const deletionWritten = gate();
    const deleting = s.store.posts.remove(p.id, (removed) => {
      deletionWritten.open();
      return postDeleted(removed);
    });
    // A store that orders the two keeps the deletion waiting on the comment; one that does not
    // lets the deletion write everything it deletes now, and the comment commits after it.
    await Promise.race([deleting, deletionWritten.opened, delay(1000)]);
    release.open();
    const [made, removed] = await Promise.all([writing, deleting]);
    assert.equal(removed?.id, p.id);
    assert.ok(made === 'post-not-found' || typeof made === 'object', String(made));
    assert.equal(await s.store.posts.find(p.id, null), null);
    assert.deepEqual(await s.store.comments.thread(p.id, null), [], 'no comment outlives its post');
    if (typeof made === 'object') assert.equal(await s.store.comments.find(made.id), null);
  });

  /** Writes three posts, and resolves with their events' ids in the order they were written. */
  async function threeEvents(): Promise<string[]> {
    await drainOutbox();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await s.store.posts.create(newPost('31'), (p: PostRecord) => {
        const events = postCreated(p);
        ids.push(...events.map((e) => e.id));
        return events;
      });
    }
    return ids;
  }

  await t.test(
    'the outbox: a failed publish ends the turn, and the next turn starts again from the oldest',
    async () => {
      const [first, second, third] = (await threeEvents()) as [string, string, string];
      const turn = async (failing?: string) => {
        const handed: string[] = [];
        const outcome = s.outbox.publishPending(100, async (e) => {
          handed.push(e.id);
          if (e.id === failing) throw new Error('NATS is away');
        });
        if (failing) await assert.rejects(outcome, /NATS is away/);
        else await outcome;
        return handed;
      };
      assert.deepEqual(await turn(first), [first]);
      assert.deepEqual(await turn(second), [first, second]);
      // The first was published before the second failed: a store may hand it again (the stream
      // drops the duplicate by its message id), but never a younger event before an older one.
      const last = await turn();
      assert.deepEqual(
        last.filter((id) => id !== first),
        [second, third],
      );
      assert.ok(last.indexOf(first) <= 0, 'the first, if handed again, comes first');
      assert.deepEqual(await turn(), []);
    },
  );

  await t.test(
    'the outbox: a second relay never publishes past an event the first is publishing',
    async () => {
      const events = await threeEvents();
      const publishing = gate();
      const release = gate();
      const handedFirst: string[] = [];
      const firstRelay = s.outbox.publishPending(100, async (e) => {
        handedFirst.push(e.id);
        if (handedFirst.length === 1) {
          publishing.open();
          await release.opened;
        }
      });
      await publishing.opened;
      const handedSecond: string[] = [];
      await s.outbox.publishPending(100, async (e) => void handedSecond.push(e.id));
      release.open();
      assert.equal(await firstRelay, 3);
      assert.deepEqual(handedFirst, events);
      assert.deepEqual(handedSecond, []);
    },
  );

  await t.test(
    "times are the store's own, and each change comes after the one before, even within a millisecond",
    async (tt) => {
      const realNow = Date.now();
      // The service's clock stands still, years off: a store that stamped changes with it would
      // show that time, and the same millisecond for every change.
      tt.mock.timers.enable({ apis: ['Date'], now: Date.UTC(2001, 0, 1) });
      let changes;
      try {
        const p = await post();
        const edited = await s.store.posts.update(p.id, { title: 'B', content: 'b' }, postUpdated);
        const again = await s.store.posts.update(p.id, { title: 'C', content: 'c' }, postUpdated);
        const c = await comment(p.id);
        const cEdited = await s.store.comments.update(c.id, 'Edited');
        const cRemoved = await s.store.comments.remove(c.id, commentDeleted);
        changes = { p, edited, again, c, cEdited, cRemoved: cRemoved?.comment };
      } finally {
        tt.mock.timers.reset();
      }
      const { p, edited, again, c, cEdited, cRemoved } = changes;
      assert.ok(edited && again && cEdited && cRemoved);
      const hour = 3_600_000;
      for (const at of [p.createdAt, c.createdAt]) {
        assert.ok(Math.abs(at.getTime() - realNow) < hour, `${at.toISOString()} is not now`);
      }
      assert.equal(p.updatedAt.getTime(), p.createdAt.getTime());
      assert.ok(edited.updatedAt > p.updatedAt, 'an edit is later than the creation');
      assert.ok(again.updatedAt > edited.updatedAt, 'and later than the edit before');
      assert.equal(again.createdAt.getTime(), p.createdAt.getTime());
      assert.ok(cEdited.updatedAt > c.updatedAt);
      assert.ok(cRemoved.updatedAt > cEdited.updatedAt, 'a deletion is later than the edit');
    },
  );

  await t.test(
    'votes move counts by the vote rule, and posts rank by the hot rank: the one definition of each',
    async () => {
      const p = await post();
      const c = await comment(p.id);
      let voter = 500;
      let score = 0;
      let ups = 0;
      let downs = 0;
      const cast = async (u: string, previous: Vote, next: Vote) => {
        const change = voteChange(previous, next);
        score += change.up - change.down;
        ups += change.up;
        downs += change.down;
        const label = `${previous} to ${next}`;
        assert.equal((await s.store.votes.onPost(p.id, u, next))?.voteScore, score, label);
        assert.equal((await s.store.votes.onComment(c.id, u, next))?.voteScore, ups - downs, label);
        const read = await s.store.posts.find(p.id, u);
        assert.deepEqual([read?.voteScore, read?.userVote], [score, next], label);
        // PostgreSQL keeps microseconds that a record's Date does not: 1 ms is 2e-8 of a rank.
        const rank = hotRank(score, p.createdAt);
        assert.ok(Math.abs((read?.hotRank ?? NaN) - rank) < 1e-7, `${label}: ${read?.hotRank}`);
        const [listed] = await s.store.comments.thread(p.id, u);
        assert.deepEqual(
          [listed?.upVotes, listed?.downVotes, listed?.userVote],
          [ups, downs, next],
        );
      };
      for (const previous of VOTES) {
        for (const next of VOTES) {
          const u = String(voter++);
          await cast(u, 0, previous);
          await cast(u, previous, next);
        }
      }
      // Scores across an order of magnitude each way, for the rank's logarithm.
      for (const next of [1, -1] as const) {
        for (let i = 0; i < 12; i++) await cast(String(voter++), 0, next);
      }
    },
  );

  // Last: it moves the ids past what MongoDB holds.
  await t.test(
    'an id that is malformed, or beyond what the store holds exactly, names nothing and is no error',
    async () => {
      const p = await post('41');
      const c = await comment(p.id, '42');
      const misses = async (id: string) => {
        const nothing = (what: string) => `${what}(${JSON.stringify(id)})`;
        const write = { userId: '43', authorUsername: 'user43', content: 'x' };
        assert.equal(await s.store.posts.find(id, null), null, nothing('posts.find'));
        assert.equal(
          await s.store.posts.update(id, { title: 't', content: 'c' }, postUpdated),
          null,
          nothing('posts.update'),
        );
        assert.equal(await s.store.votes.onPost(id, '43', 1), null, nothing('votes.onPost'));
        assert.deepEqual(await s.store.comments.thread(id, null), [], nothing('comments.thread'));
        assert.equal(
          await s.store.comments.create(
            { ...write, postId: id, parentId: null },
            50,
            commentCreated,
          ),
          'post-not-found',
          nothing('comments.create on the post'),
        );
        assert.equal(
          await s.store.comments.create(
            { ...write, postId: p.id, parentId: id },
            50,
            commentCreated,
          ),
          'parent-elsewhere',
          nothing('comments.create under the parent'),
        );
        assert.equal(await s.store.comments.find(id), null, nothing('comments.find'));
        assert.equal(await s.store.comments.update(id, 'x'), null, nothing('comments.update'));
        assert.equal(await s.store.votes.onComment(id, '43', 1), null, nothing('votes.onComment'));
        assert.equal(await s.store.comments.remove(id, commentDeleted), null, nothing('c.remove'));
        assert.equal(await s.store.posts.remove(id, postDeleted), null, nothing('posts.remove'));
      };
      // Other spellings of the post's and the comment's own ids, which a lax parse would accept.
      const spellings = (id: string) => [
        `0x${BigInt(id).toString(16)}`,
        `${id}e0`,
        `${id}.0`,
        ` ${id}`,
        `+${id}`,
        `0${id}`,
      ];
      for (const id of [
        ...['abc', '1e3', '-1', '0x10', '0', '', '9223372036854775808'],
        ...spellings(p.id),
        ...spellings(c.id),
      ]) {
        await misses(id);
      }
      assert.deepEqual(await s.store.posts.find(p.id, '41'), p, 'the post is untouched');
      assert.deepEqual(await s.store.comments.find(c.id), c, 'the comment is untouched');

      // 2^53, where doubles run out: 2^53 + 1 rounds to it. A store either holds that id exactly
      // or never hands it out; either way 2^53 + 1 names nothing.
      await s.setNextIds(2n ** 53n);
      const edgePost = await post('44').catch(() => null);
      const edgeComment = await comment(p.id).catch(() => null);
      for (const made of [edgePost, edgeComment]) {
        if (made) assert.equal(made.id, '9007199254740992');
      }
      if (edgePost) assert.deepEqual(await s.store.posts.find(edgePost.id, '44'), edgePost);
      if (edgeComment) assert.deepEqual(await s.store.comments.find(edgeComment.id), edgeComment);
      await misses('9007199254740993');
    },
  );
}
