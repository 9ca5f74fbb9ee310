import { Logger } from '@nestjs/common';
import { Events, NatsConnection } from 'nats';
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
  // A request sent while NATS is unreachable ends only when it times out (5 s), which would hold
  // the events back that long after NATS returns: the relay waits for the reconnection instead.
  private connected = true;
  private wake?: () => void;

  constructor(
    private readonly db: Database,
    private readonly nc: NatsConnection,
    private readonly stream: { name: string; subjects: readonly string[] },
  ) {}

  async start(): Promise<void> {
    await this.db.query(OUTBOX_TABLE_SQL);
    void this.followConnection();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
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
      if (this.connected) {
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
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, IDLE_POLL_MS);
      });
    }
  }

  /** Pauses the loop while NATS is unreachable and wakes it as soon as NATS is back. */
  private async followConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === Events.Disconnect) this.connected = false;
      if (status.type === Events.Reconnect) {
        this.connected = true;
        this.wake?.();
      }
    }
  }
}
