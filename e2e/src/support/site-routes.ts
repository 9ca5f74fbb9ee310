/** What the parameterised routes are filled with: things that exist in the test stack. */
export interface RouteParams {
  springId: number;
  username: string;
  planId: string;
  postId: string;
  /** A published trip (/trips/{id}), open signed in or not. */
  tripId: string;
}

/**
 * Every route of the site's route table, as a path to visit. A new page joins this list, and
 * the tests that walk the whole site (the accessibility scan) visit it from then on.
 */
export function siteRoutes(params: RouteParams): string[] {
  return [
    '/',
    '/login',
    '/register',
    `/springs/${params.springId}`,
    `/profile/${encodeURIComponent(params.username)}`,
    '/profile/settings',
    '/favorites',
    '/planner',
    '/my-plans',
    `/my-plans/${params.planId}`,
    `/trips/${params.tripId}`,
    '/community',
    `/community/posts/${params.postId}`,
    '/explore-map',
    '/about-us',
    '/faq',
    '/contact',
    '/search?q=hot',
    '/search?q=Boise',
    '/popular',
    '/why-hot-springs',
    '/payment/success?session_id=cs_test_accessibility',
    '/payment/cancel',
    '/no/such/page',
  ];
}
