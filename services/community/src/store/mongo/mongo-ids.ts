import { isInt64Id } from '@hotsprings/service-kit';
import type { CommunityModels } from './mongo-models';

/**
 * The next id of a collection, from its counter. Outside any transaction, as a PostgreSQL
 * sequence is: an id a failed write took is never reused, and concurrent writers never conflict
 * on the counter. Ids are doubles here, exact up to 2^53 - 1: none beyond is handed out.
 */
export async function nextId(models: CommunityModels, name: 'posts' | 'comments'): Promise<number> {
  const counter = await models.counters
    .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, new: true })
    .lean();
  if (!Number.isSafeInteger(counter.seq)) throw new Error(`No ${name} ids are left.`);
  return counter.seq;
}

/**
 * The number of an id given as text, or null when no document can have it: text that is no
 * int64, or an id beyond 2^53 - 1, which a double would round to a neighbour's.
 */
export function mongoId(text: string): number | null {
  if (!isInt64Id(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** A comment path's segment for an id: 19 digits, zero-padded, as in PostgreSQL. */
export const pathSegment = (id: number) => String(id).padStart(19, '0');
