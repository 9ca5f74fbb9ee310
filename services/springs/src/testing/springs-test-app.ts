import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  connectNats,
  createServiceApp,
  createTestDatabase,
  Database,
  loadConfig,
  startTestNatsServer,
  type TestNatsServer,
} from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { AppModule } from '../app.module';
import { springsConfigSchema } from '../config/springs-config.schema';
import { importSprings } from '../import/import-springs';

export const SPRINGS_FILE = join(__dirname, '..', '..', 'data', 'noaa-thermal-springs.geojson');

export interface TestApp {
  base: string;
  db: Database;
  /** The test's own connection to the app's private NATS server. */
  nc: NatsConnection;
  nats: TestNatsServer;
  /** Starts the service (again) on the same database, e.g. after `stopApp`. */
  startApp(): Promise<void>;
  stopApp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The springs service on a fresh database of the real PostgreSQL with the NOAA data imported,
 * on a private NATS server: its events, its durable consumers and its request/reply subjects
 * never meet a running stack's.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { url, drop } = await createTestDatabase('springs');
  const nats = await startTestNatsServer();
  const config = loadConfig(springsConfigSchema, {
    PORT: '0',
    DATABASE_URL: url,
    NATS_URL: nats.url,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const nc = await connectNats(nats.url, 'springs-test');
  const db = new Database(url, 2);
  let app: INestApplication | undefined;
  const result: TestApp = {
    base: '',
    db,
    nc,
    nats,
    async startApp() {
      app = await createServiceApp(AppModule.forRoot(config));
      await app.listen(0, '127.0.0.1');
      result.base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    },
    async stopApp() {
      await app?.close();
      app = undefined;
    },
    async close() {
      await result.stopApp();
      await nc.close();
      await nats.dispose();
      await db.close();
      await drop();
    },
  };
  await result.startApp();
  await importSprings(db, SPRINGS_FILE);
  return result;
}
