/**
 * Reddit's "hot" rank, the one definition both stores use: the order of magnitude of the score
 * plus the post's age in units of 12.5 hours, so a post needs ten times the score to keep level
 * with one 12.5 hours younger. It depends only on the score and the creation time, so each store
 * keeps it with the post and indexes it; PostgreSQL's `post_hot_rank` is written from these
 * constants (`postgres/pg-functions.ts`). Changing them changes every stored rank: recompute them.
 */
export const HOT_RANK_EPOCH_SECONDS = 1134028003;
export const HOT_RANK_SECONDS_PER_TENFOLD = 45000;

export function hotRank(score: number, createdAt: Date): number {
  const magnitude = Math.sign(score) * Math.log10(Math.max(Math.abs(score), 1));
  const age = (createdAt.getTime() / 1000 - HOT_RANK_EPOCH_SECONDS) / HOT_RANK_SECONDS_PER_TENFOLD;
  return magnitude + age;
}
