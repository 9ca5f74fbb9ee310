/**
 * Matches a request path against an Express-style pattern (`/api/springs/:id/favorite`,
 * `/api/auth/*`) the way Express routes it: case-insensitive, optional trailing slash, query
 * string ignored. Policies that protect a route must see exactly the requests the route receives,
 * otherwise `?x` or a capital letter would slip past them.
 */
export function compileRoutePattern(pattern: string): (path: string) => boolean {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const regex = new RegExp(`^${source}/?$`, 'i');
  return (path) => regex.test(path);
}
