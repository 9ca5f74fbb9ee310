import type { Database } from '../database/database';
import type { OutboxBacklog } from '../metrics/backlog-metrics';
import { OUTBOX_TABLE_SQL, type OutboxEvent } from './outbox';
import type { OutboxStore } from './outbox-store';

/** The outbox table of a service's PostgreSQL database (see `addToOutbox`). */
export class PgOutboxStore implements OutboxStore {
  constructor(private readonly db: Database) {}

  async prepare(): Promise<void> {
    await this.db.query(OUTBOX_TABLE_SQL);
  }

  /** The batch's rows stay locked until it ends, so other replicas' relays skip them. */
  publishPending(limit: number, publish: (event: OutboxEvent) => Promise<void>): Promise<number> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{
        seq: string;
        event_id: string;
        subject: string;
        payload: Buffer;
      }>(
        `SELECT seq, event_id, subject, payload FROM outbox
          WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [limit],
      );
      for (const row of rows) {
        await publish({ id: row.event_id, subject: row.subject, payload: row.payload });
        await client.query('UPDATE outbox SET published_at = now() WHERE seq = $1', [row.seq]);
      }
      return rows.length;
    });
  }

  async backlog(): Promise<OutboxBacklog> {
    const [row] = await this.db.query<{ pending: number; age: number }>(
      `SELECT count(*)::int AS pending,
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM outbox WHERE published_at IS NULL`,
    );
    return { pending: row?.pending ?? 0, oldestAgeSeconds: row?.age ?? 0 };
  }
}
