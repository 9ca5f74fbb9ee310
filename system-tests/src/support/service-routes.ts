/**
 * Every HTTP route of every service, in one table: the hostile-input corpus is sent across all
 * of them, straight to the services and again through the gateway. A new service, or a new
 * route, joins the corpus by adding its rows here.
 */

export type ServiceName =
  'springs' | 'auth' | 'reviews' | 'billing' | 'contact' | 'planner' | 'community';

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
 * A saved plan as the planner takes it, created (POST) or changed (PUT): it names a route the
 * member planned first. This route_id names none, so these bodies are refused (404, in our words);
 * the member's fixture plan is saved from a route it plans.
 */
const PLAN = {
  name: 'Boise to Ketchum',
  route_id: 'AAAAAAAAAAAAAAAAAAAAAA',
  waypoints: [{ name: 'Boise, ID' }, { name: 'Mountain Home, ID' }, { name: 'Ketchum, ID' }],
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
      reported_open_within_days: '90',
    },
  },
  {
    service: 'springs',
    method: 'GET',
    path: '/api/springs/search',
    query: { q: 'hot springs near Boise', near: '43.615,-116.2023', radius_mi: '50' },
  },
  { service: 'springs', method: 'GET', path: '/api/springs/featured' },
  { service: 'springs', method: 'GET', path: '/api/springs/popular' },
  { service: 'springs', method: 'GET', path: '/api/springs/sitemap' },
  { service: 'springs', method: 'GET', path: '/api/springs/:springId' },
  {
    service: 'springs',
    method: 'POST',
    path: '/api/springs/:springId/summary',
    signedIn: true,
  },
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
    service: 'springs',
    method: 'POST',
    path: '/api/springs/:springId/flags',
    body: { fact: 'temperature', note: 'Closer to 90 °F this spring.' },
    signedIn: true,
  },
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
  {
    service: 'reviews',
    method: 'GET',
    path: '/api/springs/:springId/reports',
    query: { page: '1' },
  },
  {
    service: 'reviews',
    method: 'POST',
    path: '/api/springs/:springId/reports',
    body: REPORT,
    upload: 'photo',
    signedIn: true,
  },
  {
    service: 'reviews',
    method: 'PUT',
    path: '/api/reports/:reportId',
    body: REPORT,
    upload: 'photo',
    signedIn: true,
  },
  {
    service: 'reviews',
    method: 'DELETE',
    path: '/api/reports/:reportId',
    signedIn: true,
    destructive: true,
  },
  { service: 'reviews', method: 'GET', path: '/api/users/:username/reviews' },
  { service: 'reviews', method: 'GET', path: '/api/reviews/tags' },
  { service: 'reviews', method: 'GET', path: '/uploads/reviews/:photo' },
  {
    service: 'billing',
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    signedIn: true,
  },
  { service: 'billing', method: 'POST', path: '/api/stripe/create-portal-session', signedIn: true },
  {
    service: 'billing',
    method: 'POST',
    path: '/api/stripe/webhook',
    body: { id: 'evt_corpus', object: 'event', type: 'checkout.session.completed' },
  },
  {
    service: 'billing',
    method: 'POST',
    path: '/api/users/apply-referral',
    body: { referralCode: 'HS-CORPUS' },
    signedIn: true,
  },
  {
    service: 'contact',
    method: 'POST',
    path: '/api/contact',
    body: {
      name: 'Corpus Member',
      email: 'corpus_member@example.com',
      subject: 'A question',
      message: 'Is the lower pool open in winter?',
    },
  },
  { service: 'planner', method: 'POST', path: '/api/planner/route', body: TRIP, signedIn: true },
  {
    service: 'planner',
    method: 'POST',
    path: '/api/planner/route/gpx',
    body: TRIP,
    signedIn: true,
  },
  {
    service: 'planner',
    method: 'POST',
    path: '/api/planner/plans',
    body: PLAN,
    signedIn: true,
  },
  { service: 'planner', method: 'GET', path: '/api/planner/plans', signedIn: true },
  { service: 'planner', method: 'GET', path: '/api/planner/plans/:planId', signedIn: true },
  { service: 'planner', method: 'GET', path: '/api/planner/plans/:planId/gpx', signedIn: true },
  {
    service: 'planner',
    method: 'PUT',
    path: '/api/planner/plans/:planId',
    body: PLAN,
    signedIn: true,
  },
  {
    service: 'planner',
    method: 'POST',
    path: '/api/planner/trips',
    body: { ...TRIP, name: 'Boise to Ketchum', startPointName: 'Boise, ID' },
    signedIn: true,
  },
  {
    service: 'planner',
    method: 'GET',
    path: '/api/planner/drive-times',
    query: { from: '43.615,-116.2023', to: '43.6807,-114.3637;43.5,-115' },
  },
  { service: 'planner', method: 'GET', path: '/api/planner/trips/:tripId' },
  { service: 'planner', method: 'GET', path: '/api/planner/trips/:tripId/preview' },
  { service: 'planner', method: 'GET', path: '/api/planner/trips/:tripId/gpx' },
  {
    service: 'planner',
    method: 'DELETE',
    path: '/api/planner/trips/:tripId',
    signedIn: true,
    destructive: true,
  },
  {
    service: 'planner',
    method: 'DELETE',
    path: '/api/planner/plans/:planId',
    signedIn: true,
    destructive: true,
  },
  {
    service: 'planner',
    method: 'POST',
    path: '/api/planner/saved-searches',
    body: {
      start: 'Boise, ID',
      startCoords: BOISE,
      end: 'Ketchum, ID',
      endCoords: KETCHUM,
      maxDistance: 20,
    },
    signedIn: true,
  },
  {
    service: 'planner',
    method: 'GET',
    path: '/api/planner/saved-searches/:searchId',
    signedIn: true,
  },
  {
    service: 'community',
    method: 'GET',
    path: '/api/community/posts',
    query: { sort: 'hot', limit: '5', page: '1', spring_id: '1' },
  },
  {
    service: 'community',
    method: 'GET',
    path: '/api/community/posts',
    query: { sort: 'top', cursor: 'WyJ0b3AiLDAsIjEiXQ' },
  },
  {
    service: 'community',
    method: 'POST',
    path: '/api/community/posts',
    body: { title: 'Dawn soak', content: 'Steam over the *creek*.', spring_id: null },
    upload: 'postImage',
    signedIn: true,
  },
  { service: 'community', method: 'GET', path: '/api/community/posts/:postId' },
  {
    service: 'community',
    method: 'PUT',
    path: '/api/community/posts/:postId',
    body: { title: 'Dawn soak', content: 'Steam over the creek.' },
    signedIn: true,
  },
  {
    service: 'community',
    method: 'GET',
    path: '/api/community/posts/:postId/comments',
    query: { sort: 'best' },
  },
  {
    service: 'community',
    method: 'POST',
    path: '/api/community/posts/:postId/comments',
    body: { content: 'How long is the hike?', parentCommentId: null },
    signedIn: true,
  },
  {
    service: 'community',
    method: 'POST',
    path: '/api/community/posts/:postId/vote',
    body: { vote: 1 },
    signedIn: true,
  },
  {
    service: 'community',
    method: 'PUT',
    path: '/api/community/comments/:commentId',
    body: { content: 'Two miles each way.' },
    signedIn: true,
  },
  {
    service: 'community',
    method: 'POST',
    path: '/api/community/comments/:commentId/vote',
    body: { vote: -1 },
    signedIn: true,
  },
  { service: 'community', method: 'GET', path: '/uploads/community/:postImage' },
  {
    service: 'community',
    method: 'DELETE',
    path: '/api/community/comments/:commentId',
    signedIn: true,
    destructive: true,
  },
  {
    service: 'community',
    method: 'DELETE',
    path: '/api/community/posts/:postId',
    signedIn: true,
    destructive: true,
  },
  ...(
    ['springs', 'auth', 'reviews', 'billing', 'contact', 'planner', 'community'] as const
  ).flatMap((service) =>
    ['/healthz', '/readyz', '/metrics', '/openapi.json'].map((path): ServiceRoute => ({
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
