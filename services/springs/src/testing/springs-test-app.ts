import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { SPRINGS_RPC } from '@hotsprings/contracts';
import {
  createServiceApp,
  createTestDatabase,
  Database,
  loadConfig,
  testNatsUrl,
} from '@hotsprings/service-kit';
import { connect, NatsConnection } from 'nats';
import { AppModule } from '../app.module';
import { springsConfigSchema } from '../config/springs-config.schema';
import { importSprings } from '../import/import-springs';
import type { ReviewEventsSource } from '../review-events/review-events.source';
import type { SpringsRpcSubjects } from '../rpc/springs-rpc.subjects';

export const SPRINGS_FILE = join(__dirname, '..', '..', 'data', 'noaa-thermal-springs.geojson');

export interface TestApp {
  base: string;
  db: Database;
  nc: NatsConnection;
  reviewEvents: ReviewEventsSource;
  rpcSubjects: SpringsRpcSubjects;
  /** Starts the service (again) on the same database, e.g. after `stopApp`. */
  startApp(): Promise<void>;
  stopApp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The springs service on a fresh database of the real PostgreSQL with the NOAA data imported,
 * and its own NATS stream and subjects, so that it never meets a running stack's events.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const tag = randomBytes(4).toString('hex');
  const { url, drop } = await createTestDatabase('springs');
  const config = loadConfig(springsConfigSchema, {
    PORT: '0',
    DATABASE_URL: url,
    NATS_URL: testNatsUrl(),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const prefix = `test.${tag}`;
  const reviewEvents: ReviewEventsSource = {
    stream: { name: `TEST_REVIEWS_${tag}`, subjects: [`${prefix}.reviews.>`] },
    durableName: `springs-test-${tag}`,
    filter: `${prefix}.reviews.review.*`,
    subjects: {
      created: `${prefix}.reviews.review.created`,
      updated: `${prefix}.reviews.review.updated`,
      deleted: `${prefix}.reviews.review.deleted`,
    },
  };
  const rpcSubjects = Object.fromEntries(
    Object.entries(SPRINGS_RPC).map(([k, v]) => [k, `${prefix}.${v}`]),
  ) as SpringsRpcSubjects;
  const nc = await connect({ servers: config.NATS_URL });
  const db = new Database(url, 2);
  let app: INestApplication | undefined;
  const result: TestApp = {
    base: '',
    db,
    nc,
    reviewEvents,
    rpcSubjects,
    async startApp() {
      app = await createServiceApp(AppModule.forRoot(config, { reviewEvents, rpcSubjects }));
      await app.listen(0, '127.0.0.1');
      result.base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    },
    async stopApp() {
      await app?.close();
      app = undefined;
    },
    async close() {
      await result.stopApp();
      const jsm = await nc.jetstreamManager();
      await jsm.streams.delete(reviewEvents.stream.name).catch(() => undefined);
      await nc.close();
      await db.close();
      await drop();
    },
  };
  await result.startApp();
  await importSprings(db, SPRINGS_FILE);
  return result;
}
