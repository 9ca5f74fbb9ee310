import { addToOutbox, type Database } from '@hotsprings/service-kit';
import type { PoolClient } from 'pg';
import type { PostsPort } from '../community-store';
import type { EventsOf, FeedKey, FeedQuery, NewPost, PostRecord } from '../records';
import { CHANGED_AT, idParam, type PostRow, SELECT_POSTS, toPostRecord } from './pg-rows';

// Each order and the keyset condition that starts a page after a given post (ids break ties).
const ORDERS = {
  new: { by: 'p.id DESC', after: 'p.id < $3' },
  top: { by: 'p.vote_score DESC, p.id DESC', after: '(p.vote_score, p.id) < ($4::int, $3)' },
  hot: { by: 'p.hot_rank DESC, p.id DESC', after: '(p.hot_rank, p.id) < ($4::float8, $3)' },
} as const;

const keyValue = (key: FeedKey) =>
  key.sort === 'top' ? key.score : key.sort === 'hot' ? key.rank : null;

export class PgPosts implements PostsPort {
  constructor(private readonly db: Database) {}

  create(post: NewPost, events: EventsOf<PostRecord>): Promise<PostRecord> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO posts (user_id, author_username, title, content, image_url, spring_id,
                            hot_rank)
         VALUES ($1, $2, $3, $4, $5, $6, post_hot_rank(0, now()))
         RETURNING id`,
        [post.userId, post.authorUsername, post.title, post.content, post.imageUrl, post.springId],
      );
      return this.written(client, rows[0]?.id, post.userId, events);
    });
  }

  async find(id: string, viewerId: string | null): Promise<PostRecord | null> {
    const rows = await this.db.query<PostRow>(`${SELECT_POSTS} WHERE p.id = $2`, [
      viewerId,
      idParam(id),
    ]);
    return rows[0] ? toPostRecord(rows[0]) : null;
  }

  async list(query: FeedQuery, viewerId: string | null): Promise<PostRecord[]> {
    const order = ORDERS[query.sort];
    const where = ['($2::int IS NULL OR p.spring_id = $2)'];
    const params: unknown[] = [viewerId, query.springId ?? null];
    if (query.after) {
      where.push(order.after);
      params.push(query.after.id);
      const value = keyValue(query.after);
      if (value !== null) params.push(value);
    }
    params.push(query.limit, query.offset ?? 0);
    const n = params.length;
    const rows = await this.db.query<PostRow>(
      `${SELECT_POSTS} WHERE ${where.join(' AND ')} ORDER BY ${order.by}
       LIMIT $${n - 1} OFFSET $${n}`,
      params,
    );
    return rows.map(toPostRecord);
  }

  update(
    id: string,
    change: { title: string; content: string },
    events: EventsOf<PostRecord>,
  ): Promise<PostRecord | null> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{ id: string; user_id: string }>(
        `UPDATE posts SET title = $2, content = $3, version = version + 1,
                          updated_at = ${CHANGED_AT}
          WHERE id = $1 RETURNING id, user_id`,
        [idParam(id), change.title, change.content],
      );
      const row = rows[0];
      return row ? this.written(client, row.id, row.user_id, events) : null;
    });
  }

  remove(id: string, events: EventsOf<PostRecord>): Promise<PostRecord | null> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<PostRow>(
        `${SELECT_POSTS} WHERE p.id = $2 FOR UPDATE OF p`,
        [null, idParam(id)],
      );
      const row = rows[0];
      if (!row) return null;
      // Its comments and votes go with it (ON DELETE CASCADE).
      await client.query('DELETE FROM posts WHERE id = $1', [id]);
      const post = toPostRecord(row);
      await addToOutbox(client, ...(await events(post)));
      return post;
    });
  }

  /** Reads back what the transaction wrote, as its author sees it, and records its events. */
  private async written(
    client: PoolClient,
    id: string | undefined,
    authorId: string,
    events: EventsOf<PostRecord>,
  ): Promise<PostRecord> {
    const { rows } = await client.query<PostRow>(`${SELECT_POSTS} WHERE p.id = $2`, [authorId, id]);
    const post = toPostRecord(rows[0] as PostRow);
    await addToOutbox(client, ...(await events(post)));
    return post;
  }
}
