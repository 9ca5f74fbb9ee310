import { join } from 'node:path';
import { Database } from '@hotsprings/service-kit';
import { startServiceUnderTest, type TestNatsServer } from '@hotsprings/service-kit/testing';
import type { NatsConnection } from 'nats';
import { AppModule } from '../app.module';
import { springsConfigSchema } from '../config/springs-config.schema';
import { importSprings } from '../import/import-springs';

export const SPRINGS_FILE = join(__dirname, '..', '..', 'data', 'noaa-thermal-springs.geojson');

export interface TestApp {
  base: string;
  db: Database;
  /** The app's database, for a CLI run against it. */
  databaseUrl: string;
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
  const service = await startServiceUnderTest({
    name: 'springs',
    configSchema: springsConfigSchema,
    module: (config) => AppModule.forRoot(config),
    env,
    rpcQueue: 'springs',
  });
  const result: TestApp = {
    base: service.url,
    db: service.db,
    databaseUrl: service.databaseUrl,
    nc: service.nc,
    nats: service.nats,
    async startApp() {
      await service.start();
      result.base = service.url;
    },
    stopApp: () => service.stop(),
    close: () => service.close(),
  };
  await importSprings(service.db, SPRINGS_FILE);
  return result;
}
