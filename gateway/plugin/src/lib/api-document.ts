import { ERROR_REF, ERROR_SCHEMA, ERROR_SCHEMA_NAME } from '@hotsprings/service-kit/core';
import type { MemberLimit } from '../policies/member-limit.policy';
import { meetsCondition, type GatewayRoutes } from './gateway-routes';

/** An OpenAPI 3.1 document, as far as merging needs to know it. */
export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
}

interface Operation {
  responses?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

const DESCRIPTION = `The Hot Springs API: every route the gateway serves, described by the services that answer them.

Signing in (\`POST /api/auth/login\` or \`/api/auth/register\`) sets the \`hs_session\` cookie, which the browser sends with every later request; routes marked with a lock need it. Every error is \`{ "error": "...", "code": "..." }\`: \`error\` in words for people, which never quote the request, and \`code\` for programs, one of a small stable vocabulary (the \`Error\` schema lists each): decide on the code, never on the status or the words. A write from a browser must come from the site itself (its \`Origin\`).`;

const DOCS_TAG = 'Documentation';
const SPRINGS_TAG = 'Springs';

// What the gateway answers itself.
const GATEWAY_PATHS: ApiDocument['paths'] = {
  '/api/openapi.json': {
    get: {
      tags: [DOCS_TAG],
      summary: 'This description of the API (OpenAPI 3.1)',
      responses: { '200': { description: 'The description.' } },
    },
  },
  '/api/docs': {
    get: {
      tags: [DOCS_TAG],
      summary: 'This description, to read and try in a browser',
      responses: { '200': { description: 'An HTML page.', content: { 'text/html': {} } } },
    },
  },
  '/api/springs/changes': {
    get: {
      tags: [SPRINGS_TAG],
      summary: 'The springs’ changes, as server-sent events',
      description:
        'A `text/event-stream` that stays open: a `springs-changed` event, `data: {"version": "…"}`, each time the springs’ public data changed (a review’s figures, the latest condition report), at most one every 150 ms, and a comment now and then to keep it open. Refetch the springs shown on each event (their ETags make unchanged ones 304). 503 while the changes cannot be followed or too many streams are open: refetch by other means then.',
      responses: {
        '200': { description: 'The event stream.', content: { 'text/event-stream': {} } },
        '503': errorAnswer('Live updates are not available right now.'),
      },
    },
  },
};

/**
 * One document from the services' own (each served at /openapi.json), keeping only the paths the
 * gateway routes to the service that describes them, and adding what the gateway itself answers:
 * 401 and the session cookie on the routes `require-user` guards, 429 where `attempt-limit` or
 * `member-limit` counts, 503 and 504 when a service cannot answer.
 */
export function mergeApiDocuments(
  parts: Array<{ service: string; document: ApiDocument }>,
  routes: GatewayRoutes,
  missing: string[],
): ApiDocument {
  const merged: ApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Hot Springs API',
      version: '1.0.0',
      description: missing.length
        ? `${DESCRIPTION}\n\n**Not described right now**, these services did not answer: ${missing.join(', ')}. Their routes are missing until they do.`
        : DESCRIPTION,
    },
    paths: { ...GATEWAY_PATHS },
    components: {
      schemas: { [ERROR_SCHEMA_NAME]: ERROR_SCHEMA },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'hs_session' },
      },
    },
  };
  const tags = new Set<string>([DOCS_TAG, SPRINGS_TAG]);
  for (const { service, document } of parts) {
    Object.assign(merged.components!.schemas!, document.components?.schemas);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (routes.serviceOf(path) !== service) continue;
      merged.paths[path] = Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (!METHODS.includes(method)) return [method, operation];
          operation.tags?.forEach((tag) => tags.add(tag));
          return [method, withGatewayAnswers(operation, method.toUpperCase(), path, routes)];
        }),
      );
    }
  }
  merged.tags = [...tags].sort((a, b) => a.localeCompare(b)).map((name) => ({ name }));
  return merged;
}

function withGatewayAnswers(
  operation: Operation,
  method: string,
  path: string,
  routes: GatewayRoutes,
): Operation {
  const applies = (policy: string) =>
    routes.conditionsOf(path, policy).some((c) => meetsCondition(c, method, path));
  const responses: Record<string, unknown> = { ...operation.responses };
  const result: Operation = { ...operation, responses };
  if (applies('require-user')) {
    result.security = [{ session: [] }];
    responses['401'] ??= errorAnswer('You must be logged in.');
  }
  const memberLimited = routes
    .actionsOf(path, 'member-limit')
    .flatMap((action) => (action as { limits: MemberLimit[] }).limits)
    .some((limit) =>
      limit.routes.some((route) => meetsCondition({ name: 'request', ...route }, method, path)),
    );
  if (applies('attempt-limit') || memberLimited) {
    responses['429'] ??= errorAnswer(
      'Too many attempts: wait as long as `Retry-After` says and try again.',
    );
  }
  responses['503'] ??= errorAnswer('The service is unavailable; try again shortly.');
  responses['504'] ??= errorAnswer('The service took too long to answer.');
  return result;
}
