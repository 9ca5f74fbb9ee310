import { Logger } from '@nestjs/common';
import { NatsConnection } from 'nats';
import type { Database } from '../database/database';
import { eventsPublished } from '../metrics/metrics';
import { OUTBOX_TABLE_SQL } from './outbox';
import { ensureStream } from './streams';

const BATCH = 100;
const IDLE_POLL_MS = 250;

/**
 * Publishes outbox rows to JetStream in order. A row stays pending until JetStream acknowledges
 * it, so a crash or a NATS outage only delays events; the event id is the message id, so a row
 * published twice (crash after publish, before marking) is dropped by the stream.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private stopped = false;
  private loop?: Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly nc: NatsConnection,
    private readonly stream: { name: string; subjects: readonly string[] },
  ) {}

  async start(): Promise<void> {
    await this.db.query(OUTBOX_TABLE_SQL);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  /** Publishes what is pending now; resolves with the number of events published. */
  async publishPending(): Promise<number> {
    return this.db.transaction(async (client) => {
      const { rows } = await client.query<{
        seq: string;
        event_id: string;
        subject: string;
        payload: Buffer;
      }>(
        `SELECT seq, event_id, subject, payload FROM outbox
          WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      const js = this.nc.jetstream();
      for (const row of rows) {
        await js.publish(row.subject, row.payload, { msgID: row.event_id });
        await client.query('UPDATE outbox SET published_at = now() WHERE seq = $1', [row.seq]);
        eventsPublished.inc({ subject: row.subject });
      }
      return rows.length;
    });
  }

  private async run(): Promise<void> {
    let streamReady = false;
    while (!this.stopped) {
      try {
        if (!streamReady) {
          await ensureStream(await this.nc.jetstreamManager(), this.stream);
          streamReady = true;
        }
        if ((await this.publishPending()) > 0) continue;
      } catch (err) {
        streamReady = false;
        this.logger.warn(`outbox relay: ${String(err)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
    }
  }
}
