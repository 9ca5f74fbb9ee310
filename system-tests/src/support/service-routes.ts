/**
 * Every HTTP route of every service, in one table: the hostile-input corpus is sent across all
 * of them, here straight to the services and later through the gateway. A new service, or a new
 * route, joins the corpus by adding its rows here.
 */

export type ServiceName = 'springs' | 'auth' | 'reviews';

/** Real values for a route's path parameters, so that only the part under test is hostile. */
export interface RouteFixtures {
  springId: string;
  reviewId: string;
  username: string;
  /** A stored review photo's file name, under /uploads/reviews/. */
  photo: string;
}

export interface ServiceRoute {
  service: ServiceName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Parameters as `:springId`, `:reviewId`, `:username` or `:photo` (see `RouteFixtures`). */
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

export const SERVICE_ROUTES: ServiceRoute[] = [
  {
    service: 'springs',
    method: 'GET',
    path: '/api/springs',
    query: {
      search: 'hot',
      state: 'ID',
      temp_range: 'hot',
      min_rating: '1',
      bbox: '-120,40,-110,46',
    },
  },
  { service: 'springs', method: 'GET', path: '/api/springs/featured' },
  { service: 'springs', method: 'GET', path: '/api/springs/popular' },
  { service: 'springs', method: 'GET', path: '/api/springs/:springId' },
  {
    service: 'springs',
    method: 'GET',
    path: '/api/places/search',
    query: { q: 'Boise', limit: '5', types: 'place,locality' },
  },
  {
    service: 'springs',
    method: 'POST',
    path: '/api/springs/:springId/favorite',
    body: { category: 'Visited' },
    signedIn: true,
  },
  {
    service: 'springs',
    method: 'DELETE',
    path: '/api/springs/:springId/favorite',
    signedIn: true,
    destructive: true,
  },
  { service: 'springs', method: 'GET', path: '/api/users/:username/favorites' },
  {
    service: 'auth',
    method: 'POST',
    path: '/api/auth/register',
    body: {
      username: 'corpus_member',
      email: 'corpus_member@example.com',
      password: 'secret-pass',
      referralCode: 'FRIEND',
    },
  },
  {
    service: 'auth',
    method: 'POST',
    path: '/api/auth/login',
    body: { username: 'corpus_member', password: 'secret-pass' },
  },
  { service: 'auth', method: 'POST', path: '/api/auth/logout', destructive: true },
  { service: 'auth', method: 'GET', path: '/api/auth/status' },
  { service: 'auth', method: 'GET', path: '/api/users/:username' },
  {
    service: 'auth',
    method: 'PUT',
    path: '/api/users/profile',
    body: { location: 'Boise, ID', bio: 'Soaker since 1999.' },
    signedIn: true,
  },
  { service: 'reviews', method: 'GET', path: '/api/springs/:springId/reviews' },
  {
    service: 'reviews',
    method: 'POST',
    path: '/api/springs/:springId/reviews',
    body: REVIEW,
    upload: 'reviewImage',
    signedIn: true,
  },
  {
    service: 'reviews',
    method: 'PUT',
    path: '/api/reviews/:reviewId',
    body: REVIEW,
    upload: 'reviewImage',
    signedIn: true,
  },
  {
    service: 'reviews',
    method: 'DELETE',
    path: '/api/reviews/:reviewId',
    signedIn: true,
    destructive: true,
  },
  {
    service: 'reviews',
    method: 'POST',
    path: '/api/reviews/:reviewId/vote',
    body: { vote: 1 },
    signedIn: true,
  },
  { service: 'reviews', method: 'GET', path: '/api/users/:username/reviews' },
  { service: 'reviews', method: 'GET', path: '/api/reviews/tags' },
  { service: 'reviews', method: 'GET', path: '/uploads/reviews/:photo' },
  ...(['springs', 'auth', 'reviews'] as const).flatMap((service) =>
    ['/healthz', '/readyz', '/metrics'].map((path): ServiceRoute => ({
      service,
      method: 'GET',
      path,
      operator: true,
    })),
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
