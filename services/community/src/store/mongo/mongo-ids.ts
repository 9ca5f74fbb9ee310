import type { CommunityModels } from './mongo-models';

/**
 * The next id of a collection, from its counter. Outside any transaction, as a PostgreSQL
 * sequence is: an id a failed write took is never reused, and concurrent writers never conflict
 * on the counter.
 */
export async function nextId(models: CommunityModels, name: 'posts' | 'comments'): Promise<number> {
  const counter = await models.counters
    .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, new: true })
    .lean();
  return counter.seq;
}

/** The hot rank's age part: seconds since Reddit's epoch, in units of 12.5 hours. */
export const ageRank = (created: Date) => (created.getTime() / 1000 - 1134028003) / 45000;

/** The hot rank: the order of magnitude of the score, plus the age part (as `post_hot_rank`). */
export const hotRank = (score: number, age: number) =>
  Math.sign(score) * Math.log10(Math.max(Math.abs(score), 1)) + age;

/** A comment path's segment for an id: 19 digits, zero-padded, as in PostgreSQL. */
export const pathSegment = (id: number) => String(id).padStart(19, '0');
