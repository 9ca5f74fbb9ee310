import {
  SERVICES,
  serviceUrlSetting,
  type RouteMatch,
  type ServiceEntry,
} from '@hotsprings/contracts';
import type { ConditionConfig, GatewayConfig, PolicyStep } from '../express-gateway.types';
import { compileRoutePattern } from '../lib/route-pattern';
import type { GatewayEnv } from './gateway-env.schema';
import { attemptLimits, memberLimits } from './rate-limits';

type Step = { condition?: ConditionConfig; action?: unknown };

const step = (policy: string, ...steps: Step[]): PolicyStep => ({
  [policy]: steps.length ? steps : null,
});

const request = ({ methods, path }: RouteMatch): ConditionConfig => ({
  name: 'request',
  ...(methods ? { methods: [...methods] } : {}),
  path,
});

const oneOf = (routes: readonly RouteMatch[]): ConditionConfig => ({
  name: 'oneOf',
  conditions: routes.map(request),
});

/** The service whose paths take `path` (a route's own pattern), as the gateway routes it. */
export function serviceOwning(path: string): (typeof SERVICES)[number] | undefined {
  return SERVICES.find((service) =>
    service.paths.some((pattern) => compileRoutePattern(pattern)(path)),
  );
}

/**
 * The routes of `service` that need a signed-in member, as one condition: express-gateway
 * formats a debug line (winston, whatever the level) for every condition it evaluates, on every
 * request, so one `oneOf` rather than one condition per route.
 */
function signedInCondition(service: ServiceEntry): ConditionConfig | undefined {
  const { signedIn } = service;
  if ('allBut' in signedIn) {
    const all = service.paths.map((path) => ({ path }));
    return {
      name: 'allOf',
      conditions: [oneOf(all), { name: 'not', condition: oneOf(signedIn.allBut) }],
    };
  }
  return signedIn.length ? oneOf(signedIn) : undefined;
}

// What every answer gets: identity headers from outside removed, a request id, the access log.
const EVERY_REQUEST = [step('strip-identity'), step('request-id'), step('access-log')];
// And every API answer: not kept by shared caches, CORS for the web app's origin.
const EVERY_API_ANSWER = [...EVERY_REQUEST, step('private-answers'), step('web-cors')];

/**
 * The one chain of policies in front of every service, in order, with what the manifest says of
 * the service: its body limit, its signed-in routes, its timeout; and the
 * attempt and member limits on the routes it owns.
 */
function servicePipeline(service: ServiceEntry, env: GatewayEnv): PolicyStep[] {
  const owns = (route: RouteMatch) => serviceOwning(route.path) === service;
  const attempts = attemptLimits(env).filter(({ route }) => owns(route));
  const limits = memberLimits(env).filter((limit) =>
    limit.routes.some((route) => owns({ path: route.path })),
  );
  const signedIn = signedInCondition(service);
  const knowsCaller = !service.anonymous;
  const steps: Array<PolicyStep | false> = [
    ...EVERY_API_ANSWER,
    step('cross-site-guard'),
    step('body-limit', { action: { limit: service.bodyLimit } }),
    attempts.length > 0 &&
      step(
        'attempt-limit',
        ...attempts.map(({ route, action }) => ({ condition: request(route), action })),
      ),
    knowsCaller && step('session'),
    knowsCaller && signedIn !== undefined && step('require-user', { condition: signedIn }),
    knowsCaller && limits.length > 0 && step('member-limit', { action: { limits } }),
    // Bodies are JSON that parses (or a multipart form where a route takes an image); anything
    // else is refused before the service is called.
    step('body-format', ...(service.multipart ? [{ action: { multipart: true } }] : [])),
    step('service-proxy', {
      action: {
        serviceEndpoint: service.name,
        connectTimeoutMs: 2000,
        responseTimeoutMs: service.responseTimeoutMs,
      },
    }),
  ];
  return steps.filter((s): s is PolicyStep => s !== false);
}

/** What the gateway answers itself, after every service: first matching endpoint wins. */
const GATEWAY_ENDPOINTS: Array<{ name: string; paths: string | string[]; policies: PolicyStep[] }> =
  [
    // The API description, merged from the services' own, and Swagger UI on it.
    {
      name: 'apiDocs',
      paths: ['/api/openapi.json', '/api/docs', '/api/docs/*'],
      policies: [...EVERY_REQUEST, step('web-cors'), step('api-docs')],
    },
    {
      name: 'unknownApi',
      paths: ['/api', '/api/*'],
      policies: [...EVERY_API_ANSWER, step('not-found')],
    },
    // The files for crawlers, which the gateway writes itself (before the web app's catch-all).
    {
      name: 'siteFiles',
      paths: ['/robots.txt', '/sitemap.xml', '/sitemap-:part.xml'],
      policies: [...EVERY_REQUEST, step('site-files')],
    },
    { name: 'webApp', paths: '*', policies: [...EVERY_REQUEST, step('web-app')] },
  ];

/**
 * express-gateway's configuration, built from the service manifest (proto/src/services.ts): an
 * endpoint and a pipeline per service, in the manifest's order, then the gateway's own. No http
 * section: express-gateway builds the app and src/start-express-gateway.ts serves it on PORT. No
 * admin section: express-gateway's admin API stays off.
 */
export function gatewayConfig(env: GatewayEnv): GatewayConfig['gatewayConfig'] {
  const endpoints = [
    ...SERVICES.map((service) => ({
      name: service.name,
      paths: [...service.paths],
      policies: servicePipeline(service, env),
    })),
    ...GATEWAY_ENDPOINTS,
  ];
  const policies = new Set(endpoints.flatMap((e) => e.policies.flatMap((s) => Object.keys(s))));
  return {
    apiEndpoints: Object.fromEntries(endpoints.map(({ name, paths }) => [name, { paths }])),
    serviceEndpoints: Object.fromEntries(
      SERVICES.map(({ name }) => [name, { url: env[serviceUrlSetting(name)] }]),
    ),
    policies: [...policies],
    pipelines: Object.fromEntries(
      endpoints.map(({ name, policies }) => [name, { apiEndpoints: [name], policies }]),
    ),
  };
}
