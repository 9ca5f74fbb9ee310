import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The proxy copies the service's headers over the gateway's, so a service's `Vary:
 * Accept-Encoding` would erase the gateway's `Vary: Origin` (set for CORS) and let a shared cache
 * serve one origin's CORS answer to another. Keep both.
 */
export function mergeVary(upstream: IncomingMessage, res: ServerResponse): void {
  const ours = res.getHeader('vary');
  const theirs = upstream.headers.vary;
  if (!ours || !theirs) return;
  const names = new Map<string, string>();
  for (const name of `${String(ours)},${theirs}`.split(',')) {
    const trimmed = name.trim();
    if (trimmed) names.set(trimmed.toLowerCase(), trimmed);
  }
  upstream.headers.vary = [...names.values()].join(', ');
}
