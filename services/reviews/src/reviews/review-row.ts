import { RATING_CATEGORY_FIELDS, type ReviewJson } from '@hotsprings/contracts';
import type { CategoryField } from './dto/write-review.dto';

/** A row of `reviews` as pg returns it (bigint and numeric arrive as strings). */
export interface ReviewRow extends Record<CategoryField, string | null> {
  id: string;
  spring_id: number;
  spring_name: string | null;
  user_id: string;
  username: string;
  rating: number;
  comment: string;
  tags: string[];
  image_url: string | null;
  vote_score: number;
  version: string;
  created_at: Date;
  updated_at: Date;
  /** The viewer's vote, joined in by the queries that read reviews. */
  current_user_vote: number;
}

const num = (value: string | null) => (value === null ? null : Number(value));

export function toReviewJson(row: ReviewRow): ReviewJson {
  return {
    id: row.id,
    spring_id: row.spring_id,
    spring_name: row.spring_name,
    user_id: row.user_id,
    username: row.username,
    rating: row.rating,
    comment: row.comment,
    ...categoryRatings(row),
    tags: row.tags,
    image_url: row.image_url,
    vote_score: row.vote_score,
    current_user_vote: row.current_user_vote,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function categoryRatings(row: ReviewRow) {
  return Object.fromEntries(
    RATING_CATEGORY_FIELDS.map((field) => [field, num(row[field])]),
  ) as Record<CategoryField, number | null>;
}
