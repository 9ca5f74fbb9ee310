import { BOUNDARY, field, file, multipart } from './multipart-body';
import type { RawBody } from './hostile-corpus';
import type { HostileRequest } from './hostile-requests';
import { fillPath, RouteFixtures, ServiceName, ServiceRoute } from './service-routes';

/** One operation as a service describes it at /openapi.json: what it reads from a caller. */
export interface DescribedOperation {
  service: ServiceName;
  method: string;
  /** As the document writes it: `/api/springs/{id}`. */
  path: string;
  query: string[];
  bodyFields: string[];
  multipart: boolean;
}

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** Every operation each service describes (the gateway's API description is made of these). */
export async function describedOperations(
  services: Record<ServiceName, string>,
): Promise<DescribedOperation[]> {
  const operations: DescribedOperation[] = [];
  for (const [service, url] of Object.entries(services) as [ServiceName, string][]) {
    const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const content = operation.requestBody?.content ?? {};
        const schema =
          content['application/json']?.schema ?? content['multipart/form-data']?.schema;
        operations.push({
          service,
          method: method.toUpperCase(),
          path,
          query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: Object.keys(schema?.properties ?? {}),
          multipart: 'multipart/form-data' in content,
        });
      }
    }
  }
  return operations;
}

const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, '*');

/** The row of the corpus's table that reaches a described operation, if there is one. */
export function routeOf(
  operation: DescribedOperation,
  routes: readonly ServiceRoute[],
): ServiceRoute | undefined {
  return routes.find(
    (route) =>
      route.service === operation.service &&
      route.method === operation.method &&
      shape(route.path) === shape(operation.path),
  );
}

// Markup in values and in names, which an error must never repeat.
const MARKUP = '<img src=x onerror=alert(1)>';
const OTHER_MARKUP = '"><svg/onload=alert(1)>';
// Under the services' JSON body limit, so that it reaches the route's own checks.
const HUGE = `${MARKUP}${'x'.repeat(20_000)}`;

const json = (name: string, body: unknown): RawBody => ({
  name,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/**
 * A sweep of every described operation, from its description: each query parameter sent twice
 * and with brackets, each body field as a list, an object, huge text and markup, a field of
 * markup beside them, and for forms a file and an overlong field in fields named with markup.
 * Each request differs from one the route takes in one part only (the table's row gives the
 * path's values and a body it accepts).
 */
export function describedSweep(
  operations: readonly DescribedOperation[],
  routes: readonly ServiceRoute[],
  fixtures: RouteFixtures,
): HostileRequest[] {
  return operations.flatMap((operation) => {
    const route = routeOf(operation, routes);
    if (!route) return [];
    const path = fillPath(route.path, fixtures);
    const valid = Object.entries(route.query ?? {}).map(
      ([name, value]) => `${name}=${encodeURIComponent(value)}`,
    );
    const target = (...extra: string[]) => {
      const pairs = [...valid, ...extra];
      return pairs.length ? `${path}?${pairs.join('&')}` : path;
    };
    const body = route.body ?? {};
    const request = (label: string, at: string, sent?: RawBody): HostileRequest => ({
      service: operation.service,
      method: operation.method,
      target: at,
      caller: 'signed-in',
      body: sent ?? (route.body ? json('JSON', body) : undefined),
      hostile: [MARKUP, OTHER_MARKUP],
      label: `${operation.method} ${operation.path} (described) ${label}`,
      destructive: route.destructive ?? false,
    });
    const markup = encodeURIComponent(MARKUP);
    const requests = operation.query.flatMap((name) => [
      request(
        `?${name} twice`,
        target(`${name}=${markup}`, `${name}=${encodeURIComponent(OTHER_MARKUP)}`),
      ),
      request(`?${name}[]`, target(`${name}[]=${markup}`)),
      request(`?${name}[markup]`, target(`${name}[${markup}]=1`)),
      request(`?${name} huge`, target(`${name}=${encodeURIComponent(HUGE.slice(0, 4000))}`)),
    ]);
    if (operation.method === 'GET') return requests;
    for (const name of operation.bodyFields) {
      for (const [what, value] of [
        ['a list', [MARKUP, OTHER_MARKUP]],
        ['an object', { [MARKUP]: OTHER_MARKUP }],
        ['huge text', HUGE],
        ['markup', MARKUP],
      ] as const) {
        requests.push(
          request(`${name} as ${what}`, target(), json(what, { ...body, [name]: value })),
        );
      }
    }
    requests.push(request('a field of markup', target(), json('extra', { ...body, [MARKUP]: 1 })));
    if (operation.multipart && route.upload) {
      const form = (name: string, parts: Parameters<typeof multipart>[0]): RawBody => ({
        name,
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: multipart(parts),
      });
      const rating = field('rating', '4');
      requests.push(
        request(
          'a file in a field of markup',
          target(),
          form('file', [rating, file(MARKUP, 'a.png', 'image/png', Buffer.from('png'))]),
        ),
        request(
          'an overlong field of markup',
          target(),
          form('long', [rating, field(MARKUP, HUGE.repeat(15))]),
        ),
        request(
          'a list in the form',
          target(),
          form('list', [rating, field(`${route.upload}[]`, MARKUP), field('rating', '5')]),
        ),
      );
    }
    return requests;
  });
}
