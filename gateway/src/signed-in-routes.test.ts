import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { SERVICES } from '@hotsprings/contracts';
import { gatewayConfig } from '../plugin/dist/config/gateway-config';
import { gatewayEnvSchema } from '../plugin/dist/config/gateway-env.schema';
import { gatewayRoutes, meetsCondition } from '../plugin/dist/lib/gateway-routes';

// The gateway answers 401 on the routes the manifest lists as signed-in; each service refuses an
// anonymous caller with its own guards (the kit's SignedInGuard, or one built on it). Both are
// read here from what runs: the gateway's require-user conditions, and every route of every
// service's controllers (Nest's metadata) with its guards asked about an anonymous request.

const SERVICES_DIR = join(__dirname, '..', '..', 'services');
// Nest's metadata keys and its RequestMethod numbering (@nestjs/common/constants, enums).
const PATH = 'path';
const METHOD = 'method';
const GUARDS = '__guards__';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD'];

interface MetadataReflect {
  getMetadata(key: string, target: object): unknown;
}
const metadata = (key: string, target: object) =>
  (Reflect as unknown as MetadataReflect).getMetadata(key, target);

type Guard = { canActivate(context: unknown): unknown };
type Class = { new (...args: unknown[]): unknown; prototype: Record<string, unknown> };

interface Route {
  service: string;
  method: string;
  path: string;
  guards: unknown[];
  handler: object;
  controller: Class;
}

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.controller.js'))
    .map((file) => join(dir, file));
}

function routesOf(service: string): Route[] {
  return controllerFiles(join(SERVICES_DIR, service, 'dist')).flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = Object.values(require(file) as Record<string, unknown>);
    return exported
      .filter((value): value is Class => typeof value === 'function')
      .filter((controller) => metadata(PATH, controller) !== undefined)
      .flatMap((controller) =>
        Object.getOwnPropertyNames(controller.prototype).flatMap((key) => {
          const handler = controller.prototype[key] as object;
          const method = metadata(METHOD, handler) as number | undefined;
          if (typeof handler !== 'function' || method === undefined) return [];
          const segments = [metadata(PATH, controller), metadata(PATH, handler)]
            .map((part) => String(part ?? '').replace(/^\/|\/$/g, ''))
            .filter(Boolean);
          const guards = [
            ...((metadata(GUARDS, controller) as unknown[]) ?? []),
            ...((metadata(GUARDS, handler) as unknown[]) ?? []),
          ];
          return [
            {
              service,
              method: METHODS[method]!,
              path: `/${segments.join('/')}`,
              guards,
              handler,
              controller,
            },
          ];
        }),
      );
  });
}

/** Whether the route's guards refuse an anonymous request with 401. */
async function refusesAnonymous(route: Route): Promise<boolean> {
  const request = { method: route.method, path: route.path, headers: {} };
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
    getHandler: () => route.handler,
    getClass: () => route.controller,
    getType: () => 'http',
  };
  for (const guard of route.guards) {
    // A guard's dependencies are not needed to refuse a caller who is not signed in at all.
    const instance = (typeof guard === 'function' ? new (guard as Class)() : guard) as Guard;
    try {
      await instance.canActivate(context);
    } catch (err) {
      if ((err as { getStatus?: () => number }).getStatus?.() === 401) return true;
    }
  }
  return false;
}

test('the gateway asks for a signed-in member exactly where the service’s guards do', async () => {
  const env = gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32) });
  const routes = gatewayRoutes(gatewayConfig(env));
  const disagreements: string[] = [];
  let guarded = 0;
  for (const { name } of SERVICES) {
    const serviceRoutes = routesOf(name);
    assert.ok(serviceRoutes.length > 0, `no controllers found in services/${name}/dist`);
    for (const route of serviceRoutes) {
      // Routes the gateway does not send to the service (health, its own API description) are
      // out of the public's reach.
      if (routes.serviceOf(route.path) !== name || route.method === 'ALL') continue;
      const atGateway = routes
        .conditionsOf(route.path, 'require-user')
        .some((condition) => meetsCondition(condition, route.method, route.path));
      const inService = await refusesAnonymous(route);
      if (inService) guarded++;
      if (atGateway !== inService) {
        disagreements.push(
          `${route.method} ${route.path} (${name}): ` +
            (inService
              ? 'the service guards it; add it to signedIn in proto/src/services.ts'
              : 'the gateway asks for a member, the service does not (SignedInGuard)'),
        );
      }
    }
  }
  assert.deepEqual(disagreements, []);
  assert.ok(guarded > 20, `only ${guarded} guarded routes found`);
});
