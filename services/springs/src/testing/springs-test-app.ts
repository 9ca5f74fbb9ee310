import {
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
  useServiceUnderTest,
} from '@hotsprings/service-kit/testing';
import { AppModule } from '../app.module';
import { springsConfigSchema } from '../config/springs-config.schema';
import { WITH_SPRINGS } from './springs-template';

/** The springs service with the NOAA data imported. */
export type TestApp = ServiceUnderTest;

/**
 * On a fresh database of the real PostgreSQL with the NOAA data imported, on a private NATS
 * server: its events, its durable consumers and its request/reply subjects never meet a running
 * stack's. `streams`: what other services would have created, for its consumers.
 */
const springsService = (
  options: Pick<ServiceUnderTestOptions<typeof springsConfigSchema>, 'env' | 'streams'>,
): ServiceUnderTestOptions<typeof springsConfigSchema> => ({
  name: 'springs',
  configSchema: springsConfigSchema,
  module: (config) => AppModule.forRoot(config),
  env: options.env,
  streams: options.streams,
  rpcQueue: 'springs',
  template: WITH_SPRINGS,
});

/** The service, started now, for a test that starts it with what it prepares first. */
export function startTestApp(options: Parameters<typeof springsService>[0] = {}): Promise<TestApp> {
  return startServiceUnderTest(springsService(options));
}

/** Registers the hooks that start the service before the file's tests and close it after. */
export function useSpringsService(options: Parameters<typeof springsService>[0] = {}): TestApp {
  return useServiceUnderTest(() => springsService(options));
}

/** The version of the springs data, which every change of the springs table raises. */
export async function dataVersion(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ version: string }>('SELECT version FROM springs_data_version');
  return Number(row?.version);
}
