import { after, before } from 'node:test';
import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import type { z } from 'zod';
import { createServiceApp, type ServiceOptions } from '../http/bootstrap';
import {
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
} from './service-under-test';

/**
 * Registers the hooks that start the service before the file's tests and close it after; what
 * it returns reads the running service. The options come from a function, run in the same hook
 * first, which may start what the service talks to (a local Stripe API).
 */
export function useServiceUnderTest<S extends z.ZodType>(
  options: () => ServiceUnderTestOptions<S> | Promise<ServiceUnderTestOptions<S>>,
): ServiceUnderTest {
  let service: ServiceUnderTest | undefined;
  before(async () => {
    service = await startServiceUnderTest(await options());
  });
  after(async () => {
    await service?.close();
  });
  // The file's tests are declared before the hook runs: each field is read from the service then.
  return new Proxy({} as ServiceUnderTest, {
    get(_, field) {
      if (!service) throw new Error('the service starts in a before hook');
      return Reflect.get(service, field);
    },
  });
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
 * Registers the hooks that serve a module as a service's is served (`createServiceApp`) on a
 * free port of 127.0.0.1 before the file's (or suite's) tests, and close it after: for the tests
 * of the kit's own pieces, which need no database or NATS.
 */
export function useModuleApp(
  module: Type<unknown> | DynamicModule,
  options: Omit<ServiceOptions, 'port'> = {},
): { readonly url: string; readonly app: INestApplication } {
  let app: INestApplication | undefined;
  let url = '';
  before(async () => {
    app = await createServiceApp(module, options);
    await app.listen(0, '127.0.0.1');
    // An address rawHttp can connect to as well as fetch.
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  after(async () => {
    await app?.close();
  });
  return {
    get url() {
      if (!app) throw new Error('the app starts in a before hook');
      return url;
    },
    get app() {
      if (!app) throw new Error('the app starts in a before hook');
      return app;
    },
  };
}
