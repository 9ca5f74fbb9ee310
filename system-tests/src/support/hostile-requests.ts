import {
  FORGED_IDENTITIES,
  HOSTILE_BODIES,
  HOSTILE_NAMES,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  RawBody,
  UNKNOWN_PATHS,
} from './hostile-corpus';
import type { HostileUploads } from './hostile-uploads';
import { fillPath, pathParams, RouteFixtures, ServiceName, ServiceRoute } from './service-routes';

/** Who a request comes from: a member the target knows, nobody, or forged identity headers. */
export type Identity = 'signed-in' | 'signed-out' | Record<string, string>;

export interface HostileRequest {
  service: ServiceName;
  method: string;
  /** The path and query as sent: percent-encoded, or deliberately malformed. */
  target: string;
  caller: Identity;
  body?: RawBody;
  /** What the request carries that an error must never repeat. */
  hostile: string[];
  /** What was sent, for a failure message. */
  label: string;
  /** Changes what other requests rely on: sent after all of them. */
  destructive: boolean;
}

// encodeURIComponent refuses a lone surrogate: it goes as the bytes a careless encoder writes.
function encode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function queryOf(query: Record<string, string>, replace?: { name: string; raw: string }): string {
  const pairs = Object.entries(query).map(([name, value]) =>
    name === replace?.name ? `${name}=${replace.raw}` : `${name}=${encodeURIComponent(value)}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const json = (body: unknown): RawBody => ({
  name: 'JSON',
  contentType: 'application/json',
  body: JSON.stringify(body),
});

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}...(${text.length})` : text;
};

/** The requests one route gets from one caller: every part of it made hostile in turn. */
function requestsFor(
  route: ServiceRoute,
  fixtures: RouteFixtures,
  caller: Identity,
  uploads: HostileUploads,
): HostileRequest[] {
  const path = fillPath(route.path, fixtures);
  const query = queryOf(route.query ?? {});
  const body = route.body ? json(route.body) : undefined;
  const at = `${route.method} ${route.path}`;
  const request = (
    target: string,
    label: string,
    hostile: string[] = [],
    withBody = body,
  ): HostileRequest => ({
    service: route.service,
    method: route.method,
    target,
    caller,
    body: withBody,
    hostile,
    label: `${at} ${label}`,
    destructive: route.destructive ?? false,
  });
  const requests: HostileRequest[] = [];
  for (const param of pathParams(route)) {
    for (const text of HOSTILE_TEXT) {
      const target = fillPath(route.path, fixtures, { param, raw: encode(text) }) + query;
      requests.push(request(target, `:${param}=${short(text)}`, [text]));
    }
    for (const raw of HOSTILE_SEGMENTS) {
      const target = fillPath(route.path, fixtures, { param, raw }) + query;
      requests.push(request(target, `:${param}=${raw}`, [raw]));
    }
  }
  for (const name of Object.keys(route.query ?? {})) {
    for (const text of HOSTILE_TEXT) {
      const target = path + queryOf(route.query ?? {}, { name, raw: encode(text) });
      requests.push(request(target, `?${name}=${short(text)}`, [text]));
    }
    // A list where one value is expected: the parameter again, or with brackets.
    for (const text of HOSTILE_NAMES) {
      const repeated = `${path}${query}&${name}=${encode(text)}`;
      requests.push(request(repeated, `?${name} twice, then ${short(text)}`, [text]));
      const bracketed = `${path}${query}&${name}[${encode(text)}]=1`;
      requests.push(request(bracketed, `?${name}[${short(text)}]`, [text]));
    }
  }
  for (const raw of HOSTILE_QUERIES) {
    const target = `${path}${query ? `${query}&` : '?'}${raw}`;
    requests.push(request(target, `?${raw.slice(0, 40)}`, [raw]));
  }
  for (const suffix of ['/%00', '/%ff', '/..%2F..%2Fetc%2Fpasswd', '%3Cscript%3E']) {
    requests.push(request(`${path}${suffix}${query}`, `path+${suffix}`, [suffix]));
  }
  for (const [name, value] of Object.entries(route.body ?? {})) {
    for (const text of HOSTILE_TEXT) {
      const hostile = json({ ...route.body, [name]: text });
      requests.push(request(path + query, `${name}=${short(text)}`, [text], hostile));
    }
    for (const wrong of HOSTILE_VALUES) {
      if (JSON.stringify(wrong) === JSON.stringify(value)) continue;
      const hostile = json({ ...route.body, [name]: wrong });
      requests.push(request(path + query, `${name}=${short(wrong)}`, [], hostile));
    }
    // A field the route does not know, inside an object field.
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const extra of HOSTILE_NAMES) {
        const hostile = json({ ...route.body, [name]: { ...value, [extra]: extra } });
        requests.push(request(path + query, `${name}.${short(extra)}`, [extra], hostile));
      }
    }
  }
  if (route.body) {
    for (const extra of HOSTILE_NAMES) {
      const hostile = json({ ...route.body, [extra]: extra });
      requests.push(request(path + query, `field ${short(extra)}`, [extra], hostile));
    }
  }
  if (route.method !== 'GET') {
    for (const raw of [...HOSTILE_BODIES, ...(route.upload ? uploads(route.upload) : [])]) {
      requests.push(request(path + query, `body: ${raw.name}`, raw.hostile ?? [], raw));
    }
  }
  return requests;
}

/**
 * Every route of the table, from a signed-in member and from nobody (and, where a route needs a
 * member, from forged identities), each part of it made hostile in turn; plus paths no route
 * has, and a method no route takes.
 */
export function buildHostileRequests(
  routes: readonly ServiceRoute[],
  fixtures: RouteFixtures,
  uploads: HostileUploads,
): HostileRequest[] {
  const requests = routes.flatMap((route) => [
    ...requestsFor(route, fixtures, 'signed-in', uploads),
    ...requestsFor(route, fixtures, 'signed-out', uploads),
    ...(route.signedIn
      ? FORGED_IDENTITIES.map((headers): HostileRequest => ({
          service: route.service,
          method: route.method,
          target: fillPath(route.path, fixtures),
          caller: headers,
          body: route.body ? json(route.body) : undefined,
          hostile: Object.values(headers),
          label: `${route.method} ${route.path} forged ${short(headers)}`,
          destructive: route.destructive ?? false,
        }))
      : []),
  ]);
  const services = [...new Set(routes.map((r) => r.service))];
  for (const service of services) {
    for (const path of UNKNOWN_PATHS) {
      for (const method of ['GET', 'POST', 'PATCH']) {
        requests.push({
          service,
          method,
          target: path,
          caller: 'signed-in',
          hostile: [path],
          label: `${service} ${method} ${path.slice(0, 60)}`,
          destructive: false,
        });
      }
    }
  }
  return requests;
}
