import { Database } from '@hotsprings/service-kit';

/** Events the reviews service has written to its outbox and not yet seen acknowledged. */
export async function pendingOutboxEvents(reviewsDatabaseUrl: string): Promise<number> {
  const db = new Database(reviewsDatabaseUrl, 1);
  try {
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}
