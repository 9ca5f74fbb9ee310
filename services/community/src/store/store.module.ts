import {
  DynamicModule,
  Global,
  Inject,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { Database, ReadinessRegistry } from '@hotsprings/service-kit';
import { createConnection } from 'mongoose';
import type { CommunityConfig } from '../config/community-config.schema';
import { CommunityStore } from './community-store';
import { MongoCommunityStore } from './mongo/mongo-community.store';
import { PostgresCommunityStore } from './postgres/postgres-community.store';

/** The store's list of springs, as the kit's consumer of spring events feeds it. */
export const SPRINGS_PROJECTION = Symbol('SPRINGS_PROJECTION');
/** The outbox of the MongoDB store, for the kit's relay (PostgreSQL's is the kit's own table). */
export const MONGO_OUTBOX = Symbol('MONGO_OUTBOX');

/**
 * The forum's store for every feature module: MongoDB (mongoose) when MONGODB_URL is set,
 * otherwise PostgreSQL on the kit's migrated database.
 */
@Global()
@Module({})
export class StoreModule implements OnModuleInit, OnApplicationShutdown {
  static forRoot(config: CommunityConfig): DynamicModule {
    const { MONGODB_URL: mongoUrl } = config;
    const store = mongoUrl
      ? {
          provide: CommunityStore,
          useFactory: async () =>
            new MongoCommunityStore(await createConnection(mongoUrl).asPromise()),
        }
      : {
          provide: CommunityStore,
          inject: [Database],
          useFactory: (db: Database) => new PostgresCommunityStore(db),
        };
    return {
      module: StoreModule,
      providers: [
        store,
        {
          provide: SPRINGS_PROJECTION,
          inject: [CommunityStore],
          useFactory: (s: CommunityStore) => s.springs,
        },
        ...(mongoUrl
          ? [
              {
                provide: MONGO_OUTBOX,
                inject: [CommunityStore],
                useFactory: (s: MongoCommunityStore) => s.outbox,
              },
            ]
          : []),
      ],
      exports: [CommunityStore, SPRINGS_PROJECTION, ...(mongoUrl ? [MONGO_OUTBOX] : [])],
    };
  }

  constructor(
    @Inject(CommunityStore) private readonly store: CommunityStore,
    private readonly readiness: ReadinessRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.store.prepare();
    if (!(this.store instanceof MongoCommunityStore)) return;
    const mongo = this.store;
    this.readiness.register(
      'mongodb',
      async () => {
        await mongo.connection.db?.admin().ping();
      },
      'unavailable',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.store instanceof MongoCommunityStore) await this.store.connection.close();
  }
}
