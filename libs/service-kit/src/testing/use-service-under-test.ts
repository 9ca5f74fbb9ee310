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
