/**
 * Members' pages, sign-in and the payment return page: nothing for a search index. The API is
 * no page either, except the reads the public pages make to show their content, which a crawler
 * that runs the app must be allowed (the longest matching rule wins).
 */
const DISALLOWED = [
  '/api/',
  '/login',
  '/register',
  '/profile/settings',
  '/favorites',
  '/planner',
  '/my-plans',
  '/payment/',
];
const ALLOWED = ['/api/springs', '/api/community/'];

/** /robots.txt of the site at `origin`: what crawlers may fetch, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...ALLOWED.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
