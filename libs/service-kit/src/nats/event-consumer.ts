import { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { type DescMessage, fromBinary, type MessageShape } from '@bufbuild/protobuf';
import type { NatsConnection } from 'nats';
import { DurableConsumer, type DurableConsumerOptions } from './durable-consumer';

/** The contract of each subject a consumer handles: `{ [SUBJECTS.x]: XSchema }`. */
export type EventContracts = Record<string, DescMessage>;

/** An event of one of the contracts' subjects, decoded with that subject's schema. */
export type ContractEvent<C extends EventContracts> = {
  [S in keyof C & string]: { subject: S; message: MessageShape<C[S]> };
}[keyof C & string];

export interface EventConsumerOptions<C extends EventContracts> extends Omit<
  DurableConsumerOptions,
  'handle' | 'replayWhen'
> {
  /** Events of other subjects that the filter lets through change nothing here: acknowledged. */
  contracts: C;
  /** False for an event that decodes but that no handling could use (a zero id, a missing part). */
  isValid: (event: ContractEvent<C>) => boolean;
}

/**
 * A Nest provider that consumes events with a `DurableConsumer` from application bootstrap to
 * shutdown, decodes each with its subject's contract and hands `handle` the decoded event.
 * Redelivering an undecodable or invalid event cannot fix it, so it is logged, acknowledged and
 * skipped. A service's consumer extends it, passes its options to the constructor and implements
 * `handle` (and `replayWhen` when its store can lose what it was fed).
 */
export abstract class EventConsumer<C extends EventContracts>
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(this.constructor.name);
  private readonly durable: Omit<DurableConsumerOptions, 'handle' | 'replayWhen'>;
  private readonly contracts: ReadonlyMap<string, DescMessage>;
  private readonly isValid: EventConsumerOptions<C>['isValid'];
  private consumer?: DurableConsumer;

  constructor(
    private readonly nc: NatsConnection,
    { contracts, isValid, ...durable }: EventConsumerOptions<C>,
  ) {
    this.durable = durable;
    this.contracts = new Map(Object.entries(contracts));
    this.isValid = isValid;
  }

  /** Applies one valid event; a failure leaves it to be redelivered. */
  protected abstract handle(event: ContractEvent<C>): Promise<void>;

  /** As `DurableConsumerOptions.replayWhen`: true when the store lost what it was fed. */
  protected replayWhen?(): Promise<boolean>;

  onApplicationBootstrap(): void {
    this.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Starts consuming from the durable's position (the stream's start for a new durable). */
  start(): void {
    this.consumer = new DurableConsumer(this.nc, {
      ...this.durable,
      handle: (subject, data) => this.receive(subject, data),
      replayWhen: this.replayWhen?.bind(this),
    });
    this.consumer.start();
  }

  /** Stops consuming; what arrives meanwhile waits in the stream for the next start. */
  async stop(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = undefined;
  }

  private async receive(subject: string, data: Uint8Array): Promise<void> {
    const schema = this.contracts.get(subject);
    if (!schema) return;
    let event: ContractEvent<C> | undefined;
    try {
      event = { subject, message: fromBinary(schema, data) } as ContractEvent<C>;
    } catch (err) {
      this.logger.warn(`undecodable ${subject}: ${String(err)}`);
    }
    if (!event || !this.isValid(event)) {
      this.logger.warn(`skipped an invalid ${subject} event`);
      return;
    }
    await this.handle(event);
  }
}
