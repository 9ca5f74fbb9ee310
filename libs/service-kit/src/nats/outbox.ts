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
 * Records an event in the same transaction as the change it describes, so the two never
 * diverge. The relay publishes it afterwards.
 */
export async function addToOutbox(client: PoolClient, event: OutboxEvent): Promise<void> {
  await client.query('INSERT INTO outbox (event_id, subject, payload) VALUES ($1, $2, $3)', [
    event.id,
    event.subject,
    Buffer.from(event.payload),
  ]);
}
