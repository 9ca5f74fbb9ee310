import type { CategoryField } from './review-fields';

/** A review as the reviews service sends it (spec §3 Review). */
export interface Review extends Record<CategoryField, number | null> {
  id: number;
  spring_id: number;
  spring_name: string | null;
  username: string;
  rating: number;
  comment: string;
  tags: string[];
  image_url: string | null;
  vote_score: number;
  current_user_vote: number;
  created_at: string;
  updated_at: string;
}

export interface TagGroup {
  name: string;
  tags: string[];
}

export type ReviewVote = 1 | -1 | 0;
