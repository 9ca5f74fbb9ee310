import { Database } from '@hotsprings/service-kit';

/** Events a service has written to its outbox (in its database) and not yet seen acknowledged. */
export async function pendingOutboxEvents(databaseUrl: string): Promise<number> {
  const db = new Database(databaseUrl, 1);
  try {
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.close();
  }
}

/** The event the reviews service recorded last, and whether JetStream has acknowledged it. */
export async function lastOutboxEvent(
  reviewsDatabaseUrl: string,
): Promise<{ id: string; published: boolean }> {
  const db = new Database(reviewsDatabaseUrl, 1);
  try {
    const rows = await db.query<{ id: string; published: boolean }>(
      `SELECT event_id AS id, published_at IS NOT NULL AS published
         FROM outbox ORDER BY seq DESC LIMIT 1`,
    );
    if (!rows[0]) throw new Error('the outbox is empty');
    return rows[0];
  } finally {
    await db.close();
  }
}
