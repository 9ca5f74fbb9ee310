import type { ServerResponse } from 'node:http';
import { nodeRequest, nodeResponse, type HttpRequest, type HttpResponse } from './node-exchange';
import type { CachedBody, Encoding } from './response-cache';

/** Picks brotli, then gzip, among the codings the client accepts (q=0 means refused). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * Whether If-None-Match holds `etag` (a quoted tag), by the weak comparison: any coding of the
 * same content (`"tag-br"`, `"tag-gzip"`) is the same selected representation.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) =>
    tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Adds a request header to Vary unless it is there (Express's `res.vary`). */
function varyBy(res: ServerResponse, header: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const listed = current.split(',').map((name) => name.trim().toLowerCase());
  if (listed.includes('*') || listed.includes(header.toLowerCase())) return;
  res.setHeader('Vary', current ? `${current}, ${header}` : header);
}

/**
 * Sends a cached JSON body on either platform: 304 when the client's copy is current, otherwise
 * the pre-compressed form it accepts. `no-transform` keeps the kit's compression middleware (and
 * proxies) from compressing it a second time.
 */
export async function sendCachedJson(
  request: HttpRequest,
  response: HttpResponse,
  body: CachedBody,
  maxAgeSeconds = 0,
): Promise<void> {
  const req = nodeRequest(request);
  const res = nodeResponse(response);
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  res.setHeader('ETag', body.etagFor(encoding));
  varyBy(res, 'Accept-Encoding');
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate, no-transform`);
  if (etagMatches(req.headers['if-none-match'], `"${body.etag}"`)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const bytes = await body.body(encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
