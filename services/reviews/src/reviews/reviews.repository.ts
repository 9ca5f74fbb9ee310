import { Injectable } from '@nestjs/common';
import { Database } from '@hotsprings/service-kit';
import { RATING_CATEGORY_FIELDS } from '@hotsprings/contracts';
import type { PoolClient } from 'pg';
import { WriteReviewDto } from './dto/write-review.dto';
import type { ReviewRow } from './review-row';

// $1 is the viewer's user id (null when signed out), for their own vote on each review.
const SELECT_REVIEWS = `
  SELECT r.*, COALESCE(v.vote, 0)::int AS current_user_vote
    FROM reviews r
    LEFT JOIN review_votes v ON v.review_id = r.id AND v.user_id = $1`;
const NEWEST_FIRST = 'ORDER BY r.created_at DESC, r.id DESC';

const WRITABLE = ['rating', 'comment', ...RATING_CATEGORY_FIELDS, 'tags'] as const;
const writableValues = (dto: WriteReviewDto) => WRITABLE.map((field) => dto[field]);

/** The SQL of reviews; the service decides what runs in which transaction. */
@Injectable()
export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  listBySpring(springId: number, viewerId: string | null): Promise<ReviewRow[]> {
    return this.db.query(`${SELECT_REVIEWS} WHERE r.spring_id = $2 ${NEWEST_FIRST}`, [
      viewerId,
      springId,
    ]);
  }

  listByUsername(username: string, viewerId: string | null): Promise<ReviewRow[]> {
    return this.db.query(`${SELECT_REVIEWS} WHERE r.username = $2 ${NEWEST_FIRST}`, [
      viewerId,
      username,
    ]);
  }

  async exists(springId: number, userId: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM reviews WHERE spring_id = $1 AND user_id = $2',
      [springId, userId],
    );
    return rows.length > 0;
  }

  async findOne(client: PoolClient, id: string, viewerId: string | null): Promise<ReviewRow> {
    const { rows } = await client.query<ReviewRow>(`${SELECT_REVIEWS} WHERE r.id = $2`, [
      viewerId,
      id,
    ]);
    return rows[0] as ReviewRow;
  }

  /** Who wrote the review, read without a lock: to refuse another member early. */
  async authorOf(id: string): Promise<{ user_id: string } | undefined> {
    const [row] = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM reviews WHERE id = $1',
      [id],
    );
    return row;
  }

  /** Locks the review for the rest of the transaction; null when there is none. */
  async lock(client: PoolClient, id: string): Promise<ReviewRow | null> {
    const { rows } = await client.query<ReviewRow>(
      'SELECT *, 0 AS current_user_vote FROM reviews WHERE id = $1 FOR UPDATE',
      [id],
    );
    return rows[0] ?? null;
  }

  async delete(client: PoolClient, id: string): Promise<void> {
    await client.query('DELETE FROM reviews WHERE id = $1', [id]);
  }

  async insert(
    client: PoolClient,
    review: { springId: number; springName: string | null; userId: string; username: string },
    dto: WriteReviewDto,
    imageUrl: string | null,
  ): Promise<string> {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO reviews (spring_id, spring_name, user_id, username, ${WRITABLE.join(', ')},
                            image_url)
       VALUES ($1, $2, $3, $4, ${WRITABLE.map((_, i) => `$${i + 5}`).join(', ')}, $${WRITABLE.length + 5})
       RETURNING id`,
      [
        review.springId,
        review.springName,
        review.userId,
        review.username,
        ...writableValues(dto),
        imageUrl,
      ],
    );
    return (rows[0] as { id: string }).id;
  }

  async update(
    client: PoolClient,
    id: string,
    username: string,
    dto: WriteReviewDto,
    imageUrl: string | null,
  ): Promise<void> {
    await client.query(
      `UPDATE reviews
          SET ${WRITABLE.map((field, i) => `${field} = $${i + 3}`).join(', ')},
              username = $2, image_url = $${WRITABLE.length + 3}, version = version + 1, updated_at = now()
        WHERE id = $1`,
      [id, username, ...writableValues(dto), imageUrl],
    );
  }
}
