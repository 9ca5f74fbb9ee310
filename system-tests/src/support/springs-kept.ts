import { Database } from '@hotsprings/service-kit';

/**
 * What the reviews service keeps from the springs service's events: its list of springs (id,
 * name, version) and the spring's name copied into each review.
 */
export async function springsKeptByReviews(reviewsDatabaseUrl: string): Promise<unknown[][]> {
  const db = new Database(reviewsDatabaseUrl, 1);
  try {
    return await Promise.all([
      db.query('SELECT id, name, version FROM springs ORDER BY id'),
      db.query('SELECT id, spring_name FROM reviews ORDER BY id'),
    ]);
  } finally {
    await db.close();
  }
}
