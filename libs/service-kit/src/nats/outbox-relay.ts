import { Logger } from '@nestjs/common';
import { Events, NatsConnection } from 'nats';
import { outboxRelayErrors, watchOutbox, type OutboxBacklog } from '../metrics/backlog-metrics';
import { eventsPublished } from '../metrics/metrics';
import type { OutboxStore } from './outbox-store';
import { ensureStream } from './streams';

const BATCH = 100;
const IDLE_POLL_MS = 250;

/**
 * Publishes the outbox's events to JetStream in order. An event stays pending until JetStream
 * acknowledges it, so a crash or a NATS outage only delays events; the event id is the message
 * id, so an event published twice (crash after publish, before marking) is dropped by the stream.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private stopped = false;
  private loop?: Promise<void>;
  // A request sent while NATS is unreachable ends only when it times out (5 s), which would hold
  // the events back that long after NATS returns: the relay waits for the reconnection instead.
  private connected = true;
  private wake?: () => void;
  private unwatch?: () => void;

  constructor(
    private readonly store: OutboxStore,
    private readonly nc: NatsConnection,
    private readonly stream: { name: string; subjects: readonly string[] },
  ) {}

  async start(): Promise<void> {
    await this.store.prepare();
    this.unwatch = watchOutbox(this.stream.name, () => this.backlog());
    void this.followConnection();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  /** Publishes what is pending now; resolves with the number of events published. */
  async publishPending(): Promise<number> {
    const js = this.nc.jetstream();
    return this.store.publishPending(BATCH, async (event) => {
      await js.publish(event.subject, event.payload, { msgID: event.id });
      eventsPublished.inc({ subject: event.subject });
    });
  }

  /** How many events wait, and for how long the oldest has: what operators alert on. */
  backlog(): Promise<OutboxBacklog> {
    return this.store.backlog();
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
          outboxRelayErrors.inc({ stream: this.stream.name });
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
