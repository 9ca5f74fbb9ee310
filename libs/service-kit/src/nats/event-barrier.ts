import { Logger } from '@nestjs/common';
import { subjectMatches } from '@hotsprings/contracts';
import type { ConsumerConfig, JetStreamManager, NatsConnection } from 'nats';
import type { OutboxEvent } from './outbox';

const POLL_MS = 10;

/**
 * Read-your-writes across services: a change whose answer must already hold in the services that
 * keep a copy of it (premium, read by auth, the planner and springs) publishes its outbox event at
 * once, rather than on the relay's next round, and waits until every durable consumer of the
 * stream that takes the event has acknowledged it (its ack floor is at or past the event's stream
 * sequence). It knows nothing of who consumes: whoever keeps a durable on the stream is waited for.
 *
 * The wait is bounded: past `timeoutMs` (NATS unreachable, a consumer down or behind) the caller
 * answers anyway, the outbox relay still publishes the event and the copies converge as they
 * would without the wait. Publishing ahead of the relay may put the event before older ones of
 * the outbox, so it is for events that carry the whole state and a version, which consumers keep
 * in any order; the relay's copy of it is dropped by the stream as a duplicate (same message id).
 */
export class EventBarrier {
  private readonly logger = new Logger(EventBarrier.name);
  private jsm?: JetStreamManager;

  constructor(
    private readonly nc: NatsConnection,
    private readonly stream: { name: string },
  ) {}

  /** True once every durable consumer taking the event has acknowledged it; false when late. */
  async publishAndAwaitConsumers(event: OutboxEvent, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let waitingFor = 'its publication';
    try {
      // A duplicate (the relay was first) is answered with the sequence of the stored copy.
      const { seq } = await beforeDeadline(
        this.nc
          .jetstream()
          .publish(event.subject, event.payload, { msgID: event.id, timeout: timeoutMs }),
        deadline,
      );
      for (;;) {
        const behind = await beforeDeadline(this.consumersBehind(seq, event.subject), deadline);
        if (behind.length === 0) return true;
        waitingFor = `consumers ${behind.join(', ')}`;
        if (Date.now() + POLL_MS >= deadline) break;
        await sleep(POLL_MS);
      }
    } catch (err) {
      waitingFor += ` (${String(err)})`;
    }
    this.logger.warn(
      `${event.subject} ${event.id} answered before ${waitingFor} within ${timeoutMs} ms; it follows`,
    );
    return false;
  }

  /** Durable consumers of the stream that take the subject and have not acknowledged `seq`. */
  private async consumersBehind(seq: number, subject: string): Promise<string[]> {
    this.jsm ??= await this.nc.jetstreamManager({ checkAPI: false });
    const behind: string[] = [];
    for await (const consumer of this.jsm.consumers.list(this.stream.name)) {
      if (!consumer.config.durable_name || !takes(consumer.config, subject)) continue;
      if (consumer.ack_floor.stream_seq < seq) behind.push(consumer.name);
    }
    return behind;
  }
}

/** Whether a consumer's filter lets the subject through (no filter: every subject). */
function takes(config: ConsumerConfig, subject: string): boolean {
  const filters = config.filter_subjects?.length
    ? config.filter_subjects
    : config.filter_subject
      ? [config.filter_subject]
      : [];
  return filters.length === 0 || filters.some((filter) => subjectMatches(filter, subject));
}

/** The promise, or a rejection once the deadline passes (the work itself is left to end). */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
