import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVICES, type ServiceName } from '@hotsprings/contracts';
import type { RouteLine, ServiceRoute, ServiceSystemTests } from './service-routes';

const ROWS_FILE = 'system-test-routes';
const SERVICES_DIR = join(resolve(__dirname, '..', '..', '..'), 'services');
// Where system-tests/tsconfig.service-rows.json compiles them: the services' own builds never
// see them, so that no image ships them.
const COMPILED_DIR = join(__dirname, '..', 'services');

/** The rows of a service of the manifest; a clear error when its folder has none. */
function systemTestsOf(service: ServiceName): ServiceSystemTests {
  const source = `services/${service}/${ROWS_FILE}.ts`;
  if (!existsSync(join(SERVICES_DIR, service, `${ROWS_FILE}.ts`)))
    throw new Error(
      `The ${service} service (proto/src/services.ts) has no ${source}: its routes with bodies ` +
        'they accept and its write while NATS is down go there (docs/adding-a-service.md, step 5).',
    );
  const compiled = join(COMPILED_DIR, service, `${ROWS_FILE}.js`);
  if (!existsSync(compiled))
    throw new Error(`${source} is not built: run npm run build at the repository root.`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { systemTests } = require(compiled) as { systemTests?: ServiceSystemTests };
  if (!systemTests) throw new Error(`${source} exports no systemTests.`);
  return systemTests;
}

/** Each service of the manifest, in its order, with what its folder gives the system tests. */
export const SERVICE_SYSTEM_TESTS: ReadonlyArray<ServiceSystemTests & { service: ServiceName }> =
  SERVICES.map(({ name }) => ({ service: name, ...systemTestsOf(name) }));

function routesOf(service: ServiceName, routes: readonly RouteLine[]): ServiceRoute[] {
  return routes.map((route) => {
    const [line, options] = typeof route === 'string' ? [route, {}] : route;
    const [method, path] = line.split(' ') as [ServiceRoute['method'], string];
    return { service, method, path, ...options };
  });
}

const OPERATOR_ROUTES: RouteLine[] = ['/healthz', '/readyz', '/metrics', '/openapi.json'].map(
  (path) => [`GET ${path}`, { operator: true }],
);

/**
 * Every HTTP route of every service: the hostile-input corpus is sent across all of them,
 * straight to the services and again through the gateway.
 */
export const SERVICE_ROUTES: ServiceRoute[] = [
  ...SERVICE_SYSTEM_TESTS.flatMap(({ service, routes }) => routesOf(service, routes)),
  ...SERVICES.flatMap(({ name }) => routesOf(name, OPERATOR_ROUTES)),
];
