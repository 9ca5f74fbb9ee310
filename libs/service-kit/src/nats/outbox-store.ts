import type { OutboxBacklog } from '../metrics/backlog-metrics';
import type { OutboxEvent } from './outbox';

/**
 * Where a service's outbox lives: its PostgreSQL table (`PgOutboxStore`), or a store of the
 * service's own (the community service's MongoDB collection). The relay only asks it for
 * pending events in order and tells it which were published.
 */
export interface OutboxStore {
  /** Creates what the store needs (a table, an index); safe to call at every start. */
  prepare(): Promise<void>;
  /**
   * Hands up to `limit` pending events to `publish`, oldest first, and marks each published once
   * `publish` resolves; stops at the first that fails. Resolves with how many were published.
   * A relay of another replica is never handed the same events at the same time.
   */
  publishPending(limit: number, publish: (event: OutboxEvent) => Promise<void>): Promise<number>;
  /** How many events wait, and for how long the oldest has. */
  backlog(): Promise<OutboxBacklog>;
}
