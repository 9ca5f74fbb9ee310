import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { Database } from '@hotsprings/service-kit';
import type { ReviewState } from '@hotsprings/contracts';
import { POPULAR_TAG_COUNT, RECOMPUTE_FIGURES_SQL } from './spring-figures.sql';

// Namespace of the advisory locks that serialize the figure updates of one spring across
// replicas: without it two concurrent events could each recompute without seeing the other.
const FIGURES_LOCK = 727_002;

export interface ReviewDeletion {
  reviewId: bigint;
  springId: number;
  version: bigint;
}

const UPSERT_SQL = `
  INSERT INTO review_projection (review_id, spring_id, version, deleted, rating, soakability_rating,
    safety_rating, access_rating, clothing_policy_rating, atmosphere_rating, tags, image_url)
  VALUES ($1, $2, $3, false, $4, $5, $6, $7, $8, $9, $10, $11)
  ON CONFLICT (review_id) DO UPDATE SET spring_id = EXCLUDED.spring_id, version = EXCLUDED.version,
    deleted = false, rating = EXCLUDED.rating, soakability_rating = EXCLUDED.soakability_rating,
    safety_rating = EXCLUDED.safety_rating, access_rating = EXCLUDED.access_rating,
    clothing_policy_rating = EXCLUDED.clothing_policy_rating,
    atmosphere_rating = EXCLUDED.atmosphere_rating, tags = EXCLUDED.tags, image_url = EXCLUDED.image_url
  WHERE review_projection.version < EXCLUDED.version`;

// A deletion seen before its creation leaves a tombstone; the creation then loses on version.
const DELETE_SQL = `
  INSERT INTO review_projection (review_id, spring_id, version, deleted) VALUES ($1, $2, $3, true)
  ON CONFLICT (review_id) DO UPDATE SET version = EXCLUDED.version, deleted = true
  WHERE review_projection.version < EXCLUDED.version`;

/** The review projection and the spring figures derived from it, changed in one transaction. */
@Injectable()
export class ReviewProjectionRepository {
  constructor(private readonly db: Database) {}

  upsert(review: ReviewState): Promise<void> {
    return this.change(review.reviewId, review.springId, (client) =>
      client.query(UPSERT_SQL, [
        review.reviewId.toString(),
        review.springId,
        review.version.toString(),
        review.rating,
        review.soakabilityRating ?? null,
        review.safetyRating ?? null,
        review.accessRating ?? null,
        review.clothingPolicyRating ?? null,
        review.atmosphereRating ?? null,
        review.tags,
        review.imageUrl || null,
      ]),
    );
  }

  remove(deletion: ReviewDeletion): Promise<void> {
    return this.change(deletion.reviewId, deletion.springId, (client) =>
      client.query(DELETE_SQL, [
        deletion.reviewId.toString(),
        deletion.springId,
        deletion.version.toString(),
      ]),
    );
  }

  private async change(
    reviewId: bigint,
    springId: number,
    write: (client: PoolClient) => Promise<unknown>,
  ): Promise<void> {
    await this.db.transaction(async (client) => {
      // A review moved between springs changes the figures of both.
      const before = await client.query<{ spring_id: number }>(
        'SELECT spring_id FROM review_projection WHERE review_id = $1',
        [reviewId.toString()],
      );
      const springs = [...new Set([springId, ...before.rows.map((r) => r.spring_id)])].sort(
        (a, b) => a - b,
      );
      for (const id of springs)
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [FIGURES_LOCK, id]);
      await write(client);
      for (const id of springs) await client.query(RECOMPUTE_FIGURES_SQL, [id, POPULAR_TAG_COUNT]);
    });
  }
}
