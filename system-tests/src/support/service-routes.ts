import { SERVICES, type ServiceName } from '@hotsprings/contracts';

/**
 * Every HTTP route of every service, in one table: the hostile-input corpus is sent across all
 * of them, straight to the services and again through the gateway. A new service, or a new
 * route, joins the corpus by adding its rows here.
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

const REVIEW = {
  rating: 4,
  comment: 'Warm and quiet.',
  soakability_rating: 4.5,
  safety_rating: 3,
  tags: ['soakable'],
};

const REPORT = {
  visited_on: '2026-06-01',
  status: 'open',
  water_temperature_f: 104.5,
  flow: 'normal',
  crowding: 'some',
  note: 'Clear water, **quiet**.',
};

const BOISE = { lat: 43.615, lon: -116.2023 };
const KETCHUM = { lat: 43.6807, lon: -114.3637 };
const TRIP = {
  startCoords: BOISE,
  endCoords: KETCHUM,
  waypoints: [{ lat: 43.5, lon: -115.0 }],
  maxDistanceMiles: 20,
};
/**
 * A route the member planned first, as saving a plan (POST, PUT) and its GPX name it. This
 * route_id names none, so these bodies are refused (404, in our words); the member's fixture plan
 * is saved from a route it plans.
 */
const UNKNOWN_ROUTE_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const PLAN = {
  name: 'Boise to Ketchum',
  route_id: UNKNOWN_ROUTE_ID,
  waypoints: [{ name: 'Boise, ID' }, { name: 'Mountain Home, ID' }, { name: 'Ketchum, ID' }],
};

type RouteOptions = Omit<ServiceRoute, 'service' | 'method' | 'path'>;

const SIGNED_IN: RouteOptions = { signedIn: true };
const SIGNED_IN_DESTRUCTIVE: RouteOptions = { signedIn: true, destructive: true };

/** A service's routes, each `'METHOD /path'` alone or with what else it takes. */
function routesOf(
  service: ServiceName,
  routes: ReadonlyArray<string | [string, RouteOptions]>,
): ServiceRoute[] {
  return routes.map((route) => {
    const [line, options] = typeof route === 'string' ? [route, {}] : route;
    const [method, path] = line.split(' ') as [ServiceRoute['method'], string];
    return { service, method, path, ...options };
  });
}

export const SERVICE_ROUTES: ServiceRoute[] = [
  ...routesOf('springs', [
    [
      'GET /api/springs',
      {
        query: {
          search: 'hot',
          state: 'ID',
          temp_range: 'hot',
          min_rating: '1',
          bbox: '-120,40,-110,46',
          reported_open_within_days: '90',
        },
      },
    ],
    [
      'GET /api/springs/search',
      { query: { q: 'hot springs near Boise', near: '43.615,-116.2023', radius_mi: '50' } },
    ],
    'GET /api/springs/featured',
    'GET /api/springs/popular',
    'GET /api/springs/sitemap',
    'GET /api/springs/:springId',
    ['POST /api/springs/:springId/summary', SIGNED_IN],
    ['GET /api/places/search', { query: { q: 'Boise', limit: '5', types: 'place,locality' } }],
    ['POST /api/springs/:springId/favorite', { body: { category: 'Visited' }, signedIn: true }],
    ['DELETE /api/springs/:springId/favorite', SIGNED_IN_DESTRUCTIVE],
    'GET /api/users/:username/favorites',
    [
      'POST /api/springs/:springId/flags',
      { body: { fact: 'temperature', note: 'Closer to 90 °F this spring.' }, signedIn: true },
    ],
  ]),
  ...routesOf('auth', [
    [
      'POST /api/auth/register',
      {
        body: {
          username: 'corpus_member',
          email: 'corpus_member@example.com',
          password: 'secret-pass',
          referralCode: 'FRIEND',
        },
      },
    ],
    ['POST /api/auth/login', { body: { username: 'corpus_member', password: 'secret-pass' } }],
    ['POST /api/auth/logout', { destructive: true }],
    'GET /api/auth/status',
    'GET /api/users/:username',
    [
      'PUT /api/users/profile',
      { body: { location: 'Boise, ID', bio: 'Soaker since 1999.' }, signedIn: true },
    ],
  ]),
  ...routesOf('reviews', [
    'GET /api/springs/:springId/reviews',
    [
      'POST /api/springs/:springId/reviews',
      { body: REVIEW, upload: 'reviewImage', signedIn: true },
    ],
    ['PUT /api/reviews/:reviewId', { body: REVIEW, upload: 'reviewImage', signedIn: true }],
    ['DELETE /api/reviews/:reviewId', SIGNED_IN_DESTRUCTIVE],
    ['POST /api/reviews/:reviewId/vote', { body: { vote: 1 }, signedIn: true }],
    ['GET /api/springs/:springId/reports', { query: { page: '1' } }],
    ['POST /api/springs/:springId/reports', { body: REPORT, upload: 'photo', signedIn: true }],
    ['PUT /api/reports/:reportId', { body: REPORT, upload: 'photo', signedIn: true }],
    ['DELETE /api/reports/:reportId', SIGNED_IN_DESTRUCTIVE],
    'GET /api/users/:username/reviews',
    'GET /api/reviews/tags',
    'GET /uploads/reviews/:photo',
  ]),
  ...routesOf('billing', [
    ['POST /api/stripe/create-checkout-session', SIGNED_IN],
    ['POST /api/stripe/create-portal-session', SIGNED_IN],
    [
      'POST /api/stripe/webhook',
      { body: { id: 'evt_corpus', object: 'event', type: 'checkout.session.completed' } },
    ],
    ['POST /api/users/apply-referral', { body: { referralCode: 'HS-CORPUS' }, signedIn: true }],
  ]),
  ...routesOf('contact', [
    [
      'POST /api/contact',
      {
        body: {
          name: 'Corpus Member',
          email: 'corpus_member@example.com',
          subject: 'A question',
          message: 'Is the lower pool open in winter?',
        },
      },
    ],
  ]),
  ...routesOf('planner', [
    ['POST /api/planner/route', { body: TRIP, signedIn: true }],
    [
      'POST /api/planner/route/gpx',
      {
        body: { route_id: UNKNOWN_ROUTE_ID, startPointName: 'Boise, ID', endPointName: 'Ketchum' },
        signedIn: true,
      },
    ],
    ['POST /api/planner/plans', { body: PLAN, signedIn: true }],
    ['GET /api/planner/plans', SIGNED_IN],
    ['GET /api/planner/plans/:planId', SIGNED_IN],
    ['GET /api/planner/plans/:planId/gpx', SIGNED_IN],
    ['PUT /api/planner/plans/:planId', { body: PLAN, signedIn: true }],
    [
      'POST /api/planner/trips',
      {
        body: { ...TRIP, name: 'Boise to Ketchum', startPointName: 'Boise, ID' },
        signedIn: true,
      },
    ],
    [
      'GET /api/planner/drive-times',
      { query: { from: '43.615,-116.2023', to: '43.6807,-114.3637;43.5,-115' } },
    ],
    'GET /api/planner/trips/:tripId',
    'GET /api/planner/trips/:tripId/preview',
    'GET /api/planner/trips/:tripId/gpx',
    ['DELETE /api/planner/trips/:tripId', SIGNED_IN_DESTRUCTIVE],
    ['DELETE /api/planner/plans/:planId', SIGNED_IN_DESTRUCTIVE],
    [
      'POST /api/planner/saved-searches',
      {
        body: {
          start: 'Boise, ID',
          startCoords: BOISE,
          end: 'Ketchum, ID',
          endCoords: KETCHUM,
          maxDistance: 20,
        },
        signedIn: true,
      },
    ],
    ['GET /api/planner/saved-searches/:searchId', SIGNED_IN],
  ]),
  ...routesOf('community', [
    ['GET /api/community/posts', { query: { sort: 'hot', limit: '5', page: '1', spring_id: '1' } }],
    ['GET /api/community/posts', { query: { sort: 'top', cursor: 'WyJ0b3AiLDAsIjEiXQ' } }],
    [
      'POST /api/community/posts',
      {
        body: { title: 'Dawn soak', content: 'Steam over the *creek*.', spring_id: null },
        upload: 'postImage',
        signedIn: true,
      },
    ],
    'GET /api/community/posts/:postId',
    [
      'PUT /api/community/posts/:postId',
      { body: { title: 'Dawn soak', content: 'Steam over the creek.' }, signedIn: true },
    ],
    ['GET /api/community/posts/:postId/comments', { query: { sort: 'best' } }],
    [
      'POST /api/community/posts/:postId/comments',
      { body: { content: 'How long is the hike?', parentCommentId: null }, signedIn: true },
    ],
    ['POST /api/community/posts/:postId/vote', { body: { vote: 1 }, signedIn: true }],
    [
      'PUT /api/community/comments/:commentId',
      { body: { content: 'Two miles each way.' }, signedIn: true },
    ],
    ['POST /api/community/comments/:commentId/vote', { body: { vote: -1 }, signedIn: true }],
    'GET /uploads/community/:postImage',
    ['DELETE /api/community/comments/:commentId', SIGNED_IN_DESTRUCTIVE],
    ['DELETE /api/community/posts/:postId', SIGNED_IN_DESTRUCTIVE],
  ]),
  ...SERVICES.flatMap(({ name }) =>
    routesOf(
      name,
      ['/healthz', '/readyz', '/metrics', '/openapi.json'].map((path) => [
        `GET ${path}`,
        { operator: true },
      ]),
    ),
  ),
];

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
