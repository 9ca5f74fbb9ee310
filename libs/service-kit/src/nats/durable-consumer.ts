import { AckPolicy, DeliverPolicy, JsMsg, NatsConnection, ConsumerMessages } from 'nats';
import { Logger } from '@nestjs/common';
import { watchConsumer } from '../metrics/backlog-metrics';
import { eventsConsumed } from '../metrics/metrics';
import { ensureStream, isNotFound } from './streams';

export interface DurableConsumerOptions {
  stream: { name: string; subjects: readonly string[] };
  /** Shared by every replica of the service, so each event is handled by one of them. */
  durableName: string;
  filterSubjects: readonly string[];
  handle: (subject: string, data: Uint8Array) => Promise<void>;
  /** Upper bound of messages handed out and not yet acknowledged. */
  maxInFlight?: number;
  /**
   * Asked once per start, before the first delivery: true when the service's store has lost what
   * the durable's position stands for (a new or emptied database). The durable is then created
   * again at the start of the stream, so every stored event fills the store anew.
   */
  replayWhen?: () => Promise<boolean>;
}

const RETRY_DELAY_MS = 2000;

/**
 * A JetStream durable consumer with explicit acks: a message is acknowledged only after its
 * handler succeeded, and redelivered after a `nak` otherwise. The consume loop restarts after
 * any error (NATS restart, stream recreated) until it is stopped.
 */
export class DurableConsumer {
  private readonly logger = new Logger(DurableConsumer.name);
  private messages?: ConsumerMessages;
  private stopped = false;
  private loop?: Promise<void>;
  private replayChecked = false;
  private unwatch?: () => void;

  constructor(
    private readonly nc: NatsConnection,
    private readonly options: DurableConsumerOptions,
  ) {}

  start(): void {
    const { stream, durableName } = this.options;
    this.unwatch = watchConsumer(stream.name, durableName, async () => {
      const jsm = await this.nc.jetstreamManager({ checkAPI: false });
      const info = await jsm.consumers.info(stream.name, durableName);
      return {
        pending: info.num_pending,
        ackPending: info.num_ack_pending,
        redelivered: info.num_redelivered,
      };
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.unwatch?.();
    this.stopped = true;
    this.messages?.stop();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.consume();
      } catch (err) {
        if (this.stopped) return;
        this.logger.warn(`consumer ${this.options.durableName} restarting: ${String(err)}`);
      }
      if (!this.stopped) await sleep(RETRY_DELAY_MS);
    }
  }

  private async consume(): Promise<void> {
    const { stream, durableName, filterSubjects, maxInFlight = 64 } = this.options;
    const jsm = await this.nc.jetstreamManager();
    await ensureStream(jsm, stream);
    if (!this.replayChecked) {
      if (await this.options.replayWhen?.()) {
        this.logger.log(`consumer ${durableName} replays ${stream.name} from its start`);
        await jsm.consumers.delete(stream.name, durableName).catch((err: unknown) => {
          if (!isNotFound(err)) throw err;
        });
      }
      this.replayChecked = true;
    }
    const settings = {
      // filter_subjects needs NATS 2.10; one subject (wildcards allowed) works on 2.9 as well.
      ...(filterSubjects.length === 1
        ? { filter_subject: filterSubjects[0] }
        : { filter_subjects: [...filterSubjects] }),
      max_ack_pending: maxInFlight,
      // A message handed out and never answered (a crash) comes back after this long.
      ack_wait: 10_000_000_000,
    };
    // An existing durable keeps its position; only the settings that may change are updated.
    await jsm.consumers.info(stream.name, durableName).then(
      () => jsm.consumers.update(stream.name, durableName, settings),
      () =>
        jsm.consumers.add(stream.name, {
          durable_name: durableName,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ...settings,
        }),
    );
    const consumer = await this.nc.jetstream().consumers.get(stream.name, durableName);
    this.messages = await consumer.consume({ max_messages: maxInFlight });
    // A stop that came while the durable was being set up found nothing to stop: without this,
    // the loop below would wait for a message that may never come, and the stop with it.
    if (this.stopped) this.messages.stop();
    for await (const msg of this.messages) {
      // Messages already fetched when the service stops go back at once, not after ack_wait.
      if (this.stopped) {
        msg.nak();
        continue;
      }
      await this.handleOne(msg);
    }
  }

  private async handleOne(msg: JsMsg): Promise<void> {
    try {
      await this.options.handle(msg.subject, msg.data);
      msg.ack();
      eventsConsumed.inc({ subject: msg.subject, outcome: 'ok' });
    } catch (err) {
      this.logger.error(`handling ${msg.subject} #${msg.seq} failed: ${String(err)}`);
      msg.nak(RETRY_DELAY_MS);
      eventsConsumed.inc({ subject: msg.subject, outcome: 'error' });
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
