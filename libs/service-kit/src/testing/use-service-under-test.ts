import { after, before } from 'node:test';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';
import { createServiceApp, type ServiceOptions } from '../http/bootstrap';
import { connectNats } from '../nats/nats-connection';
import { ensureStream } from '../nats/streams';
import { startTestNatsServer, type TestNatsServer } from './nats-server';
import {
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
} from './service-under-test';

/**
 * Registers the hooks that start something before the file's (or suite's) tests and stop it
 * after. The tests are declared before the hook runs: what this returns reads each field from
 * the started thing when a test asks for it.
 */
export function useStarted<T extends object>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
): T {
  let started: T | undefined;
  before(async () => {
    started = await start();
  });
  after(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_, field) {
      if (!started) throw new Error(`${what} starts in a before hook`);
      return Reflect.get(started, field);
    },
  });
}

/**
 * The whole service (`startServiceUnderTest`) for the file's tests. The options come from a
 * function, run in the before hook first, which may start what the service talks to (a local
 * Stripe API).
 */
export function useServiceUnderTest<S extends z.ZodType>(
  options: () => ServiceUnderTestOptions<S> | Promise<ServiceUnderTestOptions<S>>,
): ServiceUnderTest {
  return useStarted(
    'the service',
    async () => startServiceUnderTest(await options()),
    (service) => service.close(),
  );
}

/**
 * The service with what a service's own tests add to it (getters stay getters), for the
 * fixture of a `useServiceUnderTest`.
 */
export function withHelpers<T extends object>(
  service: ServiceUnderTest,
  helpers: T,
): ServiceUnderTest & T {
  return Object.defineProperties(
    Object.create(service) as ServiceUnderTest & T,
    Object.getOwnPropertyDescriptors(helpers),
  );
}

/**
 * A module served as a service's is served (`createServiceApp`) on a free port of 127.0.0.1, for
 * the tests of the kit's own pieces, which need no database or NATS.
 */
export function useModuleApp(
  module: Type<unknown> | DynamicModule,
  options: Omit<ServiceOptions, 'port'> = {},
): { readonly url: string; readonly app: INestApplication } {
  return useStarted(
    'the app',
    async () => {
      const app = await createServiceApp(module, options);
      await app.listen(0, '127.0.0.1');
      // An address rawHttp can connect to as well as fetch.
      return { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
    },
    ({ app }) => app.close(),
  );
}

/**
 * A private NATS server with `streams` and the test's connection to it, then what `prepare`
 * does on it, all in the one hook: Node 20 runs a file's before hooks at once, so what needs
 * the connection cannot wait in a hook of its own.
 */
export function useTestNats(
  options: {
    streams?: ReadonlyArray<{ name: string; subjects: readonly string[] }>;
    prepare?: (nc: NatsConnection) => Promise<void>;
  } = {},
): { readonly nats: TestNatsServer; readonly nc: NatsConnection } {
  return useStarted(
    'NATS',
    async () => {
      const nats = await startTestNatsServer();
      const nc = await connectNats(nats.url, 'test');
      for (const stream of options.streams ?? [])
        await ensureStream(await nc.jetstreamManager(), stream);
      await options.prepare?.(nc);
      return { nats, nc };
    },
    async ({ nats, nc }) => {
      await nc.close();
      await nats.dispose();
    },
  );
}
