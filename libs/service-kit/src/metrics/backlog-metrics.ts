import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from './metrics';

/** What is waiting in a service's outbox: events not yet acknowledged by JetStream. */
export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest pending event was written; 0 when none is pending. */
  oldestAgeSeconds: number;
}

/** A durable consumer's position, as JetStream reports it. */
export interface ConsumerLag {
  /** Messages of the stream not yet handed to the consumer. */
  pending: number;
  /** Messages handed out and not yet acknowledged. */
  ackPending: number;
  /** Messages handed out more than once (a handler failed, or a replica died holding them). */
  redelivered: number;
}

// A scrape must answer even when PostgreSQL or NATS does not: a reading that takes longer is left
// out of that scrape, which alerts on the metric's absence catch.
const READ_TIMEOUT_MS = 2_000;
// One scrape reads each source once for all the gauges it feeds.
const READ_REUSE_MS = 1_000;

type Read<T> = () => Promise<T>;

/** Reads at most once a second and never waits more than the timeout. */
function shared<T>(read: Read<T>): Read<T | undefined> {
  let last: { at: number; value: Promise<T | undefined> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > READ_REUSE_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(resolve, READ_TIMEOUT_MS, undefined);
      });
      const value = Promise.race([read().catch(() => undefined), timeout]).finally(() =>
        clearTimeout(timer),
      );
      last = { at: Date.now(), value };
    }
    return last.value;
  };
}

/** What one outbox or durable consumer reports, under its labels, while it is watched. */
interface Watched<T> {
  labels: Record<string, string>;
  read: Read<T | undefined>;
}

const outboxes = new Map<string, Watched<OutboxBacklog>>();
const consumers = new Map<string, Watched<ConsumerLag>>();

/** One gauge per [name, help, value]: on each scrape, the value of every watched source's reading. */
function watchedGauges<T>(
  watched: Map<string, Watched<T>>,
  labelNames: string[],
  gauges: Array<[name: string, help: string, value: (reading: T) => number]>,
): void {
  for (const [name, help, value] of gauges) {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        for (const { labels, read } of watched.values()) {
          const reading = await read();
          if (reading) this.set(labels, value(reading));
        }
      },
    });
  }
}

watchedGauges(
  outboxes,
  ['stream'],
  [
    [
      'outbox_pending_events',
      'Events written to the outbox and not yet acknowledged by JetStream',
      (b) => b.pending,
    ],
    [
      'outbox_oldest_pending_age_seconds',
      'Age of the oldest event still in the outbox (0 when none is pending)',
      (b) => b.oldestAgeSeconds,
    ],
  ],
);
watchedGauges(
  consumers,
  ['stream', 'consumer'],
  [
    [
      'jetstream_consumer_pending_messages',
      "Messages of the stream not yet delivered to the service's durable consumer (num_pending)",
      (l) => l.pending,
    ],
    [
      'jetstream_consumer_ack_pending_messages',
      'Messages delivered to the durable consumer and not yet acknowledged (num_ack_pending)',
      (l) => l.ackPending,
    ],
    [
      'jetstream_consumer_redelivered_messages',
      'Messages delivered to the durable consumer more than once (num_redelivered)',
      (l) => l.redelivered,
    ],
  ],
);

export const outboxRelayErrors = new Counter({
  name: 'outbox_relay_errors_total',
  help: 'Times the outbox relay could not publish (NATS or the stream unreachable)',
  labelNames: ['stream'],
  registers: [metricsRegistry],
});

/** Reads `read` on every scrape while watched, under `key`; the returned function stops it. */
function watch<T>(
  watched: Map<string, Watched<T>>,
  key: string,
  labels: Record<string, string>,
  read: Read<T>,
): () => void {
  const entry = { labels, read: shared(read) };
  watched.set(key, entry);
  return () => {
    if (watched.get(key) === entry) watched.delete(key);
  };
}

/** Reports an outbox's backlog on every scrape; call the returned function to stop. */
export function watchOutbox(stream: string, read: Read<OutboxBacklog>): () => void {
  return watch(outboxes, stream, { stream }, read);
}

/** Reports a durable consumer's lag on every scrape; call the returned function to stop. */
export function watchConsumer(
  stream: string,
  consumer: string,
  read: Read<ConsumerLag>,
): () => void {
  return watch(consumers, `${stream}/${consumer}`, { stream, consumer }, read);
}
