import assert from 'node:assert/strict';
import { RATING_CATEGORIES, type RatingCategory, type SpringJson } from '@hotsprings/contracts';
import { eventually } from '@hotsprings/service-kit/testing';
import type { ReviewInput } from './reviews-client';

const CATEGORIES = RATING_CATEGORIES.map(({ key }) => key);

/** A review as it finally stands in the reviews service. */
export interface FinalReview extends ReviewInput {
  /** int64 ids travel as decimal strings. */
  id: string;
  image_url: string | null;
}

export interface Figures {
  review_count: number;
  average_rating: number | null;
  category_ratings: Record<RatingCategory, number | null>;
  popular_tags: string[];
  latest_image_url: string | null;
}

// PostgreSQL's round(avg, 2) on exact decimals: half away from zero, here on tenths as integers.
function average(values: number[]): number | null {
  if (values.length === 0) return null;
  const tenths = values.reduce((sum, v) => sum + Math.round(v * 10), 0);
  return Math.floor((tenths * 20 + values.length) / (2 * values.length)) / 100;
}

/** Orders by id, oldest first. */
export const byId = (a: { id: string }, b: { id: string }): number =>
  a.id.length - b.id.length || a.id.localeCompare(b.id);

/** The figures the springs README promises for these reviews, computed independently. */
export function expectedFigures(reviews: FinalReview[]): Figures {
  const tagCounts = new Map<string, number>();
  for (const r of reviews)
    for (const t of new Set(r.tags ?? [])) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  const withImage = reviews.filter((r) => r.image_url !== null).sort((a, b) => byId(b, a));
  return {
    review_count: reviews.length,
    average_rating: average(reviews.map((r) => r.rating)),
    category_ratings: Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        average(reviews.flatMap((r) => (r.categories?.[c] === undefined ? [] : [r.categories[c]]))),
      ]),
    ) as Figures['category_ratings'],
    popular_tags: [...tagCounts]
      .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
      .slice(0, 5)
      .map(([t]) => t),
    latest_image_url: withImage[0]?.image_url ?? null,
  };
}

/** What `GET /api/springs/{id}` shows of the review figures (absent fields as null). */
export async function springFigures(springsUrl: string, springId: number): Promise<Figures> {
  const res = await fetch(`${springsUrl}/api/springs/${springId}`);
  assert.equal(res.status, 200);
  const s = (await res.json()) as SpringJson;
  const categories = (s.category_ratings ?? {}) as Record<string, number | undefined>;
  return {
    review_count: s.review_count ?? 0,
    average_rating: (s.average_rating as number | undefined) ?? null,
    category_ratings: Object.fromEntries(
      CATEGORIES.map((c) => [c, categories[c] ?? null]),
    ) as Figures['category_ratings'],
    popular_tags: s.popular_tags ?? [],
    latest_image_url: s.latest_image_url ?? null,
  };
}

/**
 * Polls the springs service until the spring shows exactly these figures. Events a stopped
 * consumer had been handed but never received come again after its ack wait (30 s).
 */
export async function waitForFigures(
  springsUrl: string,
  springId: number,
  expected: Figures,
  timeoutMs = 45_000,
): Promise<void> {
  await eventually(
    async () => assert.deepEqual(await springFigures(springsUrl, springId), expected),
    timeoutMs,
    200,
  );
}
