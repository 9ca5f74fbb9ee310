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
  upstream.headers.vary = joinVary(String(ours), theirs);
}

/** Both Vary lists as one, each name once. */
export function joinVary(ours: string, theirs: string | undefined): string {
  const names = new Map<string, string>();
  for (const name of `${ours},${theirs ?? ''}`.split(',')) {
    const trimmed = name.trim();
    if (trimmed) names.set(trimmed.toLowerCase(), trimmed);
  }
  return [...names.values()].join(', ');
}
