import {
  BeforeApplicationShutdown,
  DynamicModule,
  Inject,
  InjectionToken,
  Module,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { Database } from '../database/database';
import { NATS_CONNECTION } from './nats.module';
import { OutboxRelay } from './outbox-relay';
import type { OutboxStore } from './outbox-store';
import { PgOutboxStore } from './pg-outbox.store';

const STREAM = Symbol('OutboxStream');
const OUTBOX_STORE = Symbol('OutboxStore');

/**
 * Runs the service's outbox relay: started once the database is migrated, stopped before the
 * NATS connection drains and the pool closes, so a batch in flight is finished or left pending.
 * The outbox is the PostgreSQL table unless `store` names a provider of another `OutboxStore`.
 */
@Module({})
export class OutboxModule implements OnApplicationBootstrap, BeforeApplicationShutdown {
  static forRoot(
    stream: { name: string; subjects: readonly string[] },
    store?: InjectionToken<OutboxStore>,
  ): DynamicModule {
    return {
      module: OutboxModule,
      providers: [
        { provide: STREAM, useValue: stream },
        store
          ? { provide: OUTBOX_STORE, useExisting: store }
          : {
              provide: OUTBOX_STORE,
              inject: [Database],
              useFactory: (db: Database) => new PgOutboxStore(db),
            },
        {
          provide: OutboxRelay,
          inject: [OUTBOX_STORE, NATS_CONNECTION, STREAM],
          useFactory: (outbox: OutboxStore, nc: NatsConnection, s: typeof stream) =>
            new OutboxRelay(outbox, nc, s),
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
