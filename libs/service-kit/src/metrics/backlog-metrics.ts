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

const outboxes = new Map<string, Read<OutboxBacklog | undefined>>();
const consumers = new Map<
  string,
  { labels: Record<string, string>; read: Read<ConsumerLag | undefined> }
>();

function backlogGauge(name: string, help: string, value: (backlog: OutboxBacklog) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['stream'],
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [stream, read] of outboxes) {
        const backlog = await read();
        if (backlog) this.set({ stream }, value(backlog));
      }
    },
  });
}

function lagGauge(name: string, help: string, value: (lag: ConsumerLag) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['stream', 'consumer'],
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const { labels, read } of consumers.values()) {
        const lag = await read();
        if (lag) this.set(labels, value(lag));
      }
    },
  });
}

backlogGauge(
  'outbox_pending_events',
  'Events written to the outbox and not yet acknowledged by JetStream',
  (b) => b.pending,
);
backlogGauge(
  'outbox_oldest_pending_age_seconds',
  'Age of the oldest event still in the outbox (0 when none is pending)',
  (b) => b.oldestAgeSeconds,
);
lagGauge(
  'jetstream_consumer_pending_messages',
  "Messages of the stream not yet delivered to the service's durable consumer (num_pending)",
  (l) => l.pending,
);
lagGauge(
  'jetstream_consumer_ack_pending_messages',
  'Messages delivered to the durable consumer and not yet acknowledged (num_ack_pending)',
  (l) => l.ackPending,
);
lagGauge(
  'jetstream_consumer_redelivered_messages',
  'Messages delivered to the durable consumer more than once (num_redelivered)',
  (l) => l.redelivered,
);

export const outboxRelayErrors = new Counter({
  name: 'outbox_relay_errors_total',
  help: 'Times the outbox relay could not publish (NATS or the stream unreachable)',
  labelNames: ['stream'],
  registers: [metricsRegistry],
});

/** Reports an outbox's backlog on every scrape; call the returned function to stop. */
export function watchOutbox(stream: string, read: Read<OutboxBacklog>): () => void {
  const entry = shared(read);
  outboxes.set(stream, entry);
  return () => {
    if (outboxes.get(stream) === entry) outboxes.delete(stream);
  };
}

/** Reports a durable consumer's lag on every scrape; call the returned function to stop. */
export function watchConsumer(
  stream: string,
  consumer: string,
  read: Read<ConsumerLag>,
): () => void {
  const key = `${stream}/${consumer}`;
  const entry = { labels: { stream, consumer }, read: shared(read) };
  consumers.set(key, entry);
  return () => {
    if (consumers.get(key) === entry) consumers.delete(key);
  };
}
