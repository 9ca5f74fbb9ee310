import {
  BeforeApplicationShutdown,
  DynamicModule,
  Inject,
  Module,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { Database } from '../database/database';
import { NATS_CONNECTION } from './nats.module';
import { OutboxRelay } from './outbox-relay';

const STREAM = Symbol('OutboxStream');

/**
 * Runs the service's outbox relay: started once the database is migrated, stopped before the
 * NATS connection drains and the pool closes, so a batch in flight is finished or left pending.
 */
@Module({})
export class OutboxModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  static forRoot(stream: { name: string; subjects: readonly string[] }): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: STREAM, useValue: stream },
        {
          provide: OutboxRelay,
          inject: [Database, NATS_CONNECTION, STREAM],
          useFactory: (db: Database, nc: NatsConnection, s: typeof stream) =>
            new OutboxRelay(db, nc, s),
        },
      ],
      exports: [OutboxRelay],
    };
  }

  constructor(@Inject(OutboxRelay) private readonly relay: OutboxRelay) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}
