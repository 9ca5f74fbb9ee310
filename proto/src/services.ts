// The services of the site, one entry each: what every part that runs or ships them needs to
// know. It lives in the contracts because all of those parts already depend on them, and read it
// from here: the gateway builds its routing and pipelines from it
// (gateway/plugin/src/config/gateway-config.ts), `make dev` and the browser tests start one
// process per entry (scripts/stack.mjs), and the deploy checks hold docker-compose.yml and the
// Kubernetes objects against it (deploy/src), and publishers and consumers of events name their
// streams and subjects by STREAMS and SUBJECTS, made from the entries' `events`.
// docs/adding-a-service.md says what else a new service needs.
import { NOTICES } from './subjects';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests by method (any, when omitted) and Express-style path (`:id`, a trailing `*`). */
export interface RouteMatch {
  methods?: readonly HttpMethod[];
  path: string;
}

export interface ServiceEntry {
  /** Its folder under services/, its process, container and Kubernetes names. */
  name: string;
  /** The HTTP port it listens on in its container; `make dev` moves it by DEV_PORT_BASE - 3000. */
  port: number;
  /**
   * The paths the gateway sends to it. The gateway tries the services in the order of
   * SERVICES: a path that a later service's pattern also matches belongs to the earlier one.
   */
  paths: readonly string[];
  /**
   * Its PostgreSQL database (DATABASE_URL); with `mongodb`, the MongoDB database it uses instead
   * in containers and on Kubernetes (MONGODB_URL).
   */
  store: { postgres: string; mongodb?: string };
  /**
   * The events it publishes, if any: `stream`, the NATS JetStream stream that holds them (every
   * subject under `<name>.>`), and `subjects`, the subject of each event
   * (`<name>.<entity>.<past-tense>`) under its key in SUBJECTS.
   */
  events?: { stream: string; subjects: Readonly<Record<string, string>> };
  /** The largest request body the gateway lets through to it. */
  bodyLimit: `${number}kb` | `${number}mb`;
  /** Whether a route takes a multipart form (an image); otherwise bodies are JSON only. */
  multipart?: boolean;
  /** How long the gateway waits for its answer. */
  responseTimeoutMs: number;
  /**
   * The routes only a signed-in member may call: the gateway answers 401 to anyone else before
   * asking the service, whose own guard (the kit's SignedInGuard) refuses them too. `allBut`:
   * every path of the service but those listed.
   */
  signedIn: readonly RouteMatch[] | { allBut: readonly RouteMatch[] };
  /** The gateway never reads the session for it: open to all, it never learns who calls. */
  anonymous?: boolean;
  /**
   * Reads whose answer is the same for every signed-out caller (the service marks it `public`):
   * the gateway answers them from memory before its pipeline, and drops its copies when the
   * service publishes `changedNotice` (NOTICES), once its data changed.
   */
  publicReads?: {
    routes: readonly (RouteMatch & { methods: readonly ['GET'] })[];
    changedNotice: (typeof NOTICES)[keyof typeof NOTICES];
  };
  /** Its folder of uploaded images under .data/ in `make dev` (UPLOADS_DIR). */
  uploadsFolder?: string;
}

/** The port base the default ports are counted from (`make dev` moves it: DEV_PORT_BASE). */
export const DEFAULT_PORT_BASE = 3000;

const GATEWAY_TIMEOUT_MS = 10_000;

const ENTRIES = [
  {
    // The forum, and its post images (before reviews, which serves /uploads/*).
    name: 'community',
    port: 3005,
    paths: ['/api/community/*', '/uploads/community/*'],
    store: { postgres: 'community', mongodb: 'community' },
    events: {
      stream: 'COMMUNITY',
      subjects: {
        postCreated: 'community.post.created',
        postUpdated: 'community.post.updated',
        postDeleted: 'community.post.deleted',
        commentCreated: 'community.comment.created',
        commentDeleted: 'community.comment.deleted',
      },
    },
    // A post may carry an image; the service caps the image itself at 5 MB.
    bodyLimit: '6mb',
    multipart: true,
    responseTimeoutMs: GATEWAY_TIMEOUT_MS,
    // Reads are open (with the caller's identity when signed in, for their own votes).
    signedIn: [
      { methods: ['POST'], path: '/api/community/posts' },
      { methods: ['PUT', 'DELETE'], path: '/api/community/posts/:id' },
      { methods: ['POST'], path: '/api/community/posts/:id/comments' },
      { methods: ['POST'], path: '/api/community/posts/:id/vote' },
      { methods: ['PUT', 'DELETE'], path: '/api/community/comments/:id' },
      { methods: ['POST'], path: '/api/community/comments/:id/vote' },
    ],
    uploadsFolder: 'uploads-community',
  },
  {
    // Reviews and condition reports of a spring live under /api/springs/:id: before springs.
    name: 'reviews',
    port: 3003,
    paths: [
      '/api/springs/:id/reviews',
      '/api/springs/:id/reports',
      '/api/reports',
      '/api/reports/*',
      '/api/reviews',
      '/api/reviews/*',
      '/api/users/:username/reviews',
      '/uploads/*',
    ],
    store: { postgres: 'reviews' },
    events: {
      stream: 'REVIEWS',
      subjects: {
        reviewCreated: 'reviews.review.created',
        reviewUpdated: 'reviews.review.updated',
        reviewDeleted: 'reviews.review.deleted',
        reportCreated: 'reviews.report.created',
        reportUpdated: 'reviews.report.updated',
        reportDeleted: 'reviews.report.deleted',
      },
    },
    // Reviews and reports may carry a photo; the service caps the photo at 5 MB.
    bodyLimit: '6mb',
    multipart: true,
    responseTimeoutMs: GATEWAY_TIMEOUT_MS,
    signedIn: [
      { methods: ['POST'], path: '/api/springs/:id/reviews' },
      { methods: ['PUT', 'DELETE'], path: '/api/reviews/:id' },
      { methods: ['POST'], path: '/api/reviews/:id/vote' },
      { methods: ['POST'], path: '/api/springs/:id/reports' },
      { methods: ['PUT', 'DELETE'], path: '/api/reports/:id' },
    ],
    uploadsFolder: 'uploads',
  },
  {
    name: 'springs',
    port: 3001,
    paths: [
      '/api/springs',
      '/api/springs/*',
      '/api/places',
      '/api/places/*',
      '/api/users/:username/favorites',
    ],
    store: { postgres: 'springs' },
    events: {
      stream: 'SPRINGS',
      subjects: {
        springCreated: 'springs.spring.created',
        springUpdated: 'springs.spring.updated',
      },
    },
    bodyLimit: '100kb',
    responseTimeoutMs: GATEWAY_TIMEOUT_MS,
    signedIn: [
      { methods: ['POST', 'DELETE'], path: '/api/springs/:id/favorite' },
      { methods: ['POST'], path: '/api/springs/:id/summary' },
      { methods: ['POST'], path: '/api/springs/:id/flags' },
    ],
    // The map's list and its viewport queries, search, featured, popular and a spring's page.
    publicReads: {
      routes: [
        { methods: ['GET'], path: '/api/springs' },
        { methods: ['GET'], path: '/api/springs/search' },
        { methods: ['GET'], path: '/api/springs/featured' },
        { methods: ['GET'], path: '/api/springs/popular' },
        { methods: ['GET'], path: '/api/springs/:id' },
      ],
      changedNotice: NOTICES.springsChanged,
    },
  },
  {
    // Checkout, the customer portal and referral codes for signed-in members; Stripe's webhook,
    // signed and sent without a session, forwarded byte for byte. /api/users/apply-referral
    // would match auth's /api/users/:username: billing comes first.
    name: 'billing',
    port: 3006,
    paths: ['/api/stripe/*', '/api/users/apply-referral'],
    store: { postgres: 'billing' },
    events: {
      stream: 'BILLING',
      subjects: {
        premiumChanged: 'billing.premium.changed',
      },
    },
    bodyLimit: '100kb',
    responseTimeoutMs: 15_000,
    signedIn: [
      { methods: ['POST'], path: '/api/stripe/create-checkout-session' },
      { methods: ['POST'], path: '/api/stripe/create-portal-session' },
      { methods: ['POST'], path: '/api/users/apply-referral' },
    ],
  },
  {
    // The contact form, open to everyone: messages per client address and minute are limited.
    name: 'contact',
    port: 3007,
    paths: ['/api/contact'],
    store: { postgres: 'contact' },
    events: {
      stream: 'CONTACT',
      subjects: {
        contactReceived: 'contact.message.received',
      },
    },
    bodyLimit: '100kb',
    responseTimeoutMs: GATEWAY_TIMEOUT_MS,
    signedIn: [],
    anonymous: true,
  },
  {
    name: 'auth',
    port: 3002,
    paths: ['/api/auth/*', '/api/users/profile', '/api/users/:username'],
    store: { postgres: 'auth' },
    events: {
      stream: 'AUTH',
      subjects: {
        userRegistered: 'auth.user.registered',
        userUpdated: 'auth.user.updated',
      },
    },
    bodyLimit: '100kb',
    responseTimeoutMs: GATEWAY_TIMEOUT_MS,
    signedIn: [{ methods: ['PUT'], path: '/api/users/profile' }],
  },
  {
    // The trip planner, for signed-in members; saved plans also need premium, which the planner
    // itself checks. A published trip, its preview and its GPX are read by anyone who has the
    // link; drive times by the search page, which is open to all. A saved plan names the route
    // the planner keeps (route_id), so no body carries a route line; a long route takes a little
    // longer.
    name: 'planner',
    port: 3004,
    paths: ['/api/planner', '/api/planner/*'],
    store: { postgres: 'planner' },
    events: {
      stream: 'PLANNER',
      subjects: {
        planSaved: 'planner.plan.saved',
        planDeleted: 'planner.plan.deleted',
      },
    },
    bodyLimit: '100kb',
    responseTimeoutMs: 15_000,
    signedIn: {
      allBut: [
        { methods: ['GET', 'HEAD'], path: '/api/planner/trips/:id' },
        { methods: ['GET', 'HEAD'], path: '/api/planner/trips/:id/:part' },
        { methods: ['GET', 'HEAD'], path: '/api/planner/drive-times' },
      ],
    },
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceName = (typeof ENTRIES)[number]['name'];

export const SERVICES: ReadonlyArray<ServiceEntry & { name: ServiceName }> = ENTRIES;

type Publisher = Extract<(typeof ENTRIES)[number], { events: object }>;
type EventSubjects = Publisher['events']['subjects'];
// Both distribute over the union of the services' subject records, so that each key of SUBJECTS
// keeps the literal type of its subject.
type KeysOf<T> = T extends unknown ? keyof T : never;
type SubjectOf<T, K extends PropertyKey> = T extends Readonly<Record<K, infer S>> ? S : never;

/** The stream of each service that publishes, by service name: it holds `<service>.>`. */
export const STREAMS = Object.fromEntries(
  SERVICES.flatMap(({ name, events }) =>
    events ? [[name, { name: events.stream, subjects: [`${name}.>`] }] as const] : [],
  ),
) as {
  readonly [E in Publisher as E['name']]: {
    readonly name: E['events']['stream'];
    readonly subjects: readonly [`${E['name']}.>`];
  };
};

/** Every event's subject by its key: one list, so publishers and consumers cannot disagree. */
export const SUBJECTS = Object.fromEntries(
  SERVICES.flatMap(({ events }) => Object.entries(events?.subjects ?? {})),
) as { readonly [K in KeysOf<EventSubjects>]: SubjectOf<EventSubjects, K> };

/** The setting that holds a service's address where another process calls it: `SPRINGS_URL`. */
export type ServiceUrlSetting = `${Uppercase<ServiceName>}_URL`;

export const serviceUrlSetting = (name: ServiceName): ServiceUrlSetting =>
  `${name.toUpperCase() as Uppercase<ServiceName>}_URL`;
