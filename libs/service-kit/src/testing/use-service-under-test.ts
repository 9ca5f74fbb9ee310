import { after, before } from 'node:test';
import type { z } from 'zod';
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
  const running = (): ServiceUnderTest => {
    if (!service) throw new Error('the service starts in a before hook');
    return service;
  };
  return {
    get url() {
      return running().url;
    },
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    get databaseUrl() {
      return running().databaseUrl;
    },
    get nats() {
      return running().nats;
    },
    get nc() {
      return running().nc;
    },
    get uploadsDir() {
      return running().uploadsDir;
    },
    start: () => running().start(),
    stop: () => running().stop(),
    close: () => running().close(),
  };
}
