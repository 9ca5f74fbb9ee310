import type { PoolClient } from 'pg';

/** Created by the relay at start; every publishing service has one in its own database. */
export const OUTBOX_TABLE_SQL = `
  CREATE TABLE IF NOT EXISTS outbox (
    seq bigserial PRIMARY KEY,
    event_id uuid NOT NULL UNIQUE,
    subject text NOT NULL,
    payload bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    published_at timestamptz,
    attempts int NOT NULL DEFAULT 0,
    last_error text
  );
  CREATE INDEX IF NOT EXISTS outbox_pending ON outbox (seq) WHERE published_at IS NULL;`;

/** An event waiting in the outbox; its id is also the JetStream message id. */
export interface OutboxEvent {
  id: string;
  subject: string;
  payload: Uint8Array;
}

/**
 * Records events in the same transaction as the change they describe, so the two never diverge;
 * several go in one statement, in the order given. The relay publishes them afterwards.
 */
export async function addToOutbox(client: PoolClient, ...events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await client.query(
    `INSERT INTO outbox (event_id, subject, payload)
     SELECT event_id, subject, payload
       FROM unnest($1::uuid[], $2::text[], $3::bytea[]) WITH ORDINALITY AS e(event_id, subject, payload, ord)
      ORDER BY ord`,
    [
      events.map((e) => e.id),
      events.map((e) => e.subject),
      events.map((e) => Buffer.from(e.payload)),
    ],
  );
}
