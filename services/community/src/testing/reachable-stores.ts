import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  Database,
  migrate,
  type OutboxStore,
  PgOutboxStore,
  replaceFunctions,
} from '@hotsprings/service-kit';
import { createTestDatabase } from '@hotsprings/service-kit/testing';
import { createConnection } from 'mongoose';
import type { CommunityStore } from '../store/community-store';
import { MongoCommunityStore } from '../store/mongo/mongo-community.store';
import { COMMUNITY_FUNCTIONS_SQL } from '../store/postgres/pg-functions';
import { PostgresCommunityStore } from '../store/postgres/postgres-community.store';

/** A store the contract suite runs against, fresh and empty, with its outbox. */
export interface StoreUnderTest {
  store: CommunityStore;
  outbox: OutboxStore;
  /** Makes `next` the id of the next post and of the next comment. */
  setNextIds: (next: bigint) => Promise<void>;
  close: () => Promise<void>;
}

/** A way to get a store, or the reason there is none here. */
export type StoreSource =
  { name: string; open: () => Promise<StoreUnderTest> } | { name: string; skip: string };

const MIGRATIONS = join(__dirname, '..', '..', 'migrations');

/** PostgreSQL: always, in a database of the test's own, migrated as the service migrates it. */
async function openPostgres(): Promise<StoreUnderTest> {
  const database = await createTestDatabase('community_store');
  const db = new Database(database.url, 20);
  await migrate(db, MIGRATIONS);
  await replaceFunctions(db, COMMUNITY_FUNCTIONS_SQL);
  const outbox = new PgOutboxStore(db);
  await outbox.prepare();
  const store = new PostgresCommunityStore(db);
  await store.prepare();
  return {
    store,
    outbox,
    setNextIds: async (next) => {
      await db.query(
        "SELECT setval('posts_id_seq', $1, false), setval('comments_id_seq', $1, false)",
        [next.toString()],
      );
    },
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** MongoDB at `url`, in a database of the test's own. */
async function openMongo(url: string): Promise<StoreUnderTest> {
  const connection = await createConnection(url, {
    dbName: `test_community_${randomBytes(4).toString('hex')}`,
  }).asPromise();
  const store = new MongoCommunityStore(connection);
  await store.prepare();
  return {
    store,
    outbox: store.outbox,
    setNextIds: async (next) => {
      for (const name of ['posts', 'comments']) {
        await store.models.counters.updateOne(
          { _id: name },
          { $set: { seq: Number(next - 1n) } },
          { upsert: true },
        );
      }
    },
    close: async () => {
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/**
 * MongoDB from MONGODB_URL; else one started with testcontainers when a Docker engine answers
 * (a single-node replica set, which transactions need); else none, with the reason.
 */
async function mongoSource(): Promise<StoreSource> {
  const url = process.env.MONGODB_URL;
  if (url) return { name: 'MongoDB (MONGODB_URL)', open: () => openMongo(url) };
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (err) {
    return {
      name: 'MongoDB',
      skip: `no MONGODB_URL and no Docker engine for testcontainers (${firstLine(err)})`,
    };
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  return {
    name: 'MongoDB (testcontainers)',
    open: async () => {
      const container = await new MongoDBContainer('mongo:7').start();
      const opened = await openMongo(`${container.getConnectionString()}?directConnection=true`);
      return {
        ...opened,
        close: async () => {
          await opened.close();
          await container.stop();
        },
      };
    },
  };
}

function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
}

/** Every store the contract suite can reach on this machine. */
export async function reachableStores(): Promise<StoreSource[]> {
  return [{ name: 'PostgreSQL', open: openPostgres }, await mongoSource()];
}
