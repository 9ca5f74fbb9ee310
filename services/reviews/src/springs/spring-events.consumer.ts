import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { fromBinary } from '@bufbuild/protobuf';
import {
  SpringCreatedSchema,
  type SpringState,
  SpringUpdatedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { DurableConsumer, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { SpringsRepository } from './springs.repository';

/** Shared by every replica, so each event is kept once. */
export const SPRING_EVENTS_DURABLE = 'reviews-springs';

const SCHEMAS: Record<string, typeof SpringCreatedSchema | typeof SpringUpdatedSchema> = {
  [SUBJECTS.springCreated]: SpringCreatedSchema,
  [SUBJECTS.springUpdated]: SpringUpdatedSchema,
};

/**
 * Keeps the local list of springs from springs.spring.created/updated. A new durable starts at
 * the beginning of the SPRINGS stream, and so does this one whenever the list is empty (a new
 * or emptied database): the service learns every spring ever announced.
 */
@Injectable()
export class SpringEventsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SpringEventsConsumer.name);
  private readonly consumer: DurableConsumer;

  constructor(
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    private readonly springs: SpringsRepository,
  ) {
    this.consumer = new DurableConsumer(nc, {
      stream: STREAMS.springs,
      durableName: SPRING_EVENTS_DURABLE,
      filterSubjects: ['springs.spring.*'],
      handle: (subject, data) => this.handle(subject, data),
      replayWhen: () => this.springs.isEmpty(),
    });
  }

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.consumer.stop();
  }

  async handle(subject: string, data: Uint8Array): Promise<void> {
    const schema = SCHEMAS[subject];
    // Other spring events change nothing kept here.
    if (!schema) return;
    let spring: SpringState | undefined;
    try {
      spring = fromBinary(schema, data).spring;
    } catch (err) {
      this.logger.warn(`undecodable ${subject}: ${String(err)}`);
    }
    // Redelivering a malformed event cannot fix it: it is acknowledged and skipped.
    if (!spring || spring.springId <= 0 || spring.version <= 0n) {
      this.logger.warn(`skipped an invalid ${subject} event`);
      return;
    }
    await this.springs.keep(spring);
  }
}
