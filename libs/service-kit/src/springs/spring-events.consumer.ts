import type { InjectionToken } from '@nestjs/common';
import {
  SpringCreatedSchema,
  type SpringState,
  SpringUpdatedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';
import { type ContractEvent, EventConsumer } from '../nats/event-consumer';
import { type Projection, projectionConsumer } from '../nats/projection-consumer';

/**
 * A service's local list of springs, kept from the springs service's events so that a write
 * that names a spring needs nothing but the service's own store.
 */
export type SpringProjection = Projection<SpringState>;

const CONTRACTS = {
  [SUBJECTS.springCreated]: SpringCreatedSchema,
  [SUBJECTS.springUpdated]: SpringUpdatedSchema,
};

/**
 * Feeds a `SpringProjection` from springs.spring.created/updated. A new durable starts at the
 * beginning of the SPRINGS stream, and so does this one whenever the projection is empty: the
 * service learns every spring ever announced.
 */
export class SpringEventsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    nc: NatsConnection,
    private readonly springs: SpringProjection,
    /** Shared by every replica of the service, so each event is kept once. */
    durableName: string,
  ) {
    super(nc, {
      stream: STREAMS.springs,
      durableName,
      // Other spring events change nothing kept here: having no contract, they are skipped.
      filterSubjects: ['springs.spring.*'],
      contracts: CONTRACTS,
      isValid: ({ message: { spring } }) => !!spring && spring.springId > 0 && spring.version > 0n,
    });
  }

  protected override replayWhen(): Promise<boolean> {
    return this.springs.isEmpty();
  }

  protected async handle({ message }: ContractEvent<typeof CONTRACTS>): Promise<void> {
    await this.springs.keep(message.spring!);
  }
}

/** The Nest provider of a service's consumer, feeding the projection provided under `projection`. */
export function springEventsConsumer(durableName: string, projection: InjectionToken) {
  return projectionConsumer(SpringEventsConsumer, durableName, projection);
}
