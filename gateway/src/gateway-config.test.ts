import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVICES } from '@hotsprings/contracts';
import { gatewayConfig, serviceOwning } from '../plugin/dist/config/gateway-config';
import { gatewayEnvSchema } from '../plugin/dist/config/gateway-env.schema';
import { attemptLimits, memberLimits } from '../plugin/dist/config/rate-limits';
import { gatewayRoutes } from '../plugin/dist/lib/gateway-routes';

const env = gatewayEnvSchema.parse({ SESSION_SECRET: 'x'.repeat(32) });
const routes = gatewayRoutes(gatewayConfig(env));

/** A path a pattern matches: each parameter and wildcard filled in. */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, 'p1').replace(/\*$/, 'anything');

test('every path of the manifest reaches its own service: no earlier service takes it', () => {
  const misrouted = SERVICES.flatMap(({ name, paths }) =>
    paths
      .map(samplePath)
      .filter((path) => routes.serviceOf(path) !== name)
      .map((path) => `${path} (${name}'s) goes to ${routes.serviceOf(path) ?? 'no service'}`),
  );
  assert.deepEqual(misrouted, [], 'move the service above the one that takes its path');
});

test('every limited, signed-in or cached route lies within the paths of the service that lists it', () => {
  const lost = [
    ...attemptLimits(env).map(({ route, action }) => [route.path, `attempt limit ${action.name}`]),
    ...memberLimits(env).flatMap((limit) =>
      limit.routes.map((route) => [route.path, `member limit ${limit.name}`]),
    ),
  ]
    .filter(([path]) => !serviceOwning(path!))
    .map(([path, what]) => `${what}: ${path} is no service's`);
  for (const service of SERVICES) {
    const listed = [
      ...('allBut' in service.signedIn ? service.signedIn.allBut : service.signedIn),
      ...(service.publicReads?.routes ?? []),
    ];
    for (const { path } of listed) {
      if (serviceOwning(path) !== service) lost.push(`${service.name}: ${path} is not its own`);
    }
  }
  assert.deepEqual(lost, []);
});

test('the routing of the API description is the routing of the requests', () => {
  assert.deepEqual(
    routes.services.map(({ name }) => name),
    SERVICES.map(({ name }) => name),
  );
  assert.equal(routes.serviceOf('/api/users/apply-referral'), 'billing');
  assert.equal(routes.serviceOf('/api/users/alice'), 'auth');
  assert.equal(routes.serviceOf('/api/springs/12/reviews'), 'reviews');
  assert.equal(routes.serviceOf('/api/springs/12'), 'springs');
  assert.equal(routes.serviceOf('/uploads/community/a.webp'), 'community');
  assert.equal(routes.serviceOf('/uploads/a.webp'), 'reviews');
  assert.equal(routes.serviceOf('/api/nothing'), undefined);
});
