import type { ServiceName } from '@hotsprings/contracts';
import type { EveryService } from './every-service';

/**
 * What a row of the hostile-input corpus's table is, and what a service's own
 * `services/<name>/system-test-routes.ts` exports: its routes and its write while NATS is down.
 * The rows live in the service's folder so that a new service brings them with it;
 * `service-rows.ts` reads them for every service of the manifest.
 */

export type { ServiceName };

/** Real values for a route's path parameters, so that only the part under test is hostile. */
export interface RouteFixtures {
  springId: string;
  reviewId: string;
  /** The member's condition report. */
  reportId: string;
  username: string;
  /** A stored review photo's file name, under /uploads/reviews/. */
  photo: string;
  /** The member's forum post and a comment on it, and the post's image file name. */
  postId: string;
  commentId: string;
  postImage: string;
  /** The member's saved trip plan, and a saved search (share link). */
  planId: string;
  searchId: string;
  /** A trip the member published (a read-only page anyone may open). */
  tripId: string;
}

export interface ServiceRoute {
  service: ServiceName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Parameters as `:springId`, `:reviewId`, `:planId`, ... (see `RouteFixtures`). */
  path: string;
  /** Each query parameter the route reads, with a value it accepts. */
  query?: Record<string, string>;
  /** A JSON body the route accepts; each field is made hostile in turn. */
  body?: Record<string, unknown>;
  /** The multipart field of a photo the route accepts beside its fields. */
  upload?: string;
  /** Refused (401) unless signed in. */
  signedIn?: boolean;
  /** Removes or changes what other requests rely on: sent after all the others. */
  destructive?: boolean;
  /** For operators only: the gateway does not route it. */
  operator?: boolean;
}

export type RouteOptions = Omit<ServiceRoute, 'service' | 'method' | 'path'>;

/** A route of one service: `'METHOD /path'` alone or with what else it takes. */
export type RouteLine = string | readonly [string, RouteOptions];

export const SIGNED_IN: RouteOptions = { signedIn: true };
export const SIGNED_IN_DESTRUCTIVE: RouteOptions = { signedIn: true, destructive: true };

/** What a service's write while NATS is down is given. */
export interface NatsDownContext {
  /** The service's address. */
  url: string;
  /** 1 while NATS is down, 2 once it is back: a round writes what the other did not. */
  round: number;
  /** A spring of the stack's import, another one each round. */
  springId: number;
  /** The gateway's identity headers of the test's signed-in member. */
  member: Record<string, string>;
  every: EveryService;
}

/** One write of a service that must be accepted while NATS is down (`readiness.test.ts`). */
export interface NatsDownWrite {
  /** Its answer when it is accepted. */
  status: number;
  /** It adds an event to the service's outbox, which must be published once NATS is back. */
  outbox: boolean;
  /** Makes the write and answers its status. */
  write(context: NatsDownContext): Promise<number>;
}

/** What `services/<name>/system-test-routes.ts` exports as `systemTests`. */
export interface ServiceSystemTests {
  /**
   * Every HTTP route of the service with what it accepts, the hostile-input test's rows (it
   * fails while a route the service's /openapi.json describes has none); the operator routes
   * every service has are added for it.
   */
  routes: readonly RouteLine[];
  whileNatsIsDown: NatsDownWrite;
}

/** The route's path with every parameter filled from the fixtures (percent-encoded). */
export function fillPath(
  path: string,
  fixtures: RouteFixtures,
  replace?: { param: string; raw: string },
): string {
  return path.replace(/:(\w+)/g, (_, param: string) =>
    param === replace?.param
      ? replace.raw
      : encodeURIComponent(fixtures[param as keyof RouteFixtures]),
  );
}

/** The names of the route's path parameters. */
export const pathParams = (route: ServiceRoute): string[] =>
  [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
