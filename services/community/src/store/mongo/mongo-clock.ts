import type { Connection } from 'mongoose';

/**
 * The database server's time, which a new post or comment is stamped with (as PostgreSQL's
 * now()), so that replicas whose clocks differ agree on it.
 */
export async function serverTime(connection: Connection): Promise<Date> {
  const db = connection.db;
  if (!db) throw new Error('MongoDB is not connected.');
  const { localTime } = await db.admin().command({ hello: 1 });
  return localTime as Date;
}

/**
 * `updated_at` for a change, in an update pipeline: the server's time, and always after the
 * document's previous change, even within the same millisecond (a BSON date's precision).
 */
export const CHANGED_AT = { $max: ['$$NOW', { $add: ['$updated_at', 1] }] };
