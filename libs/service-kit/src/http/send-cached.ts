import type { Request, Response } from 'express';
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

function matches(ifNoneMatch: string | undefined, body: CachedBody): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    // Any coding of the same content is the same selected representation.
    return t === '*' || t.replace(/-(br|gzip)"$/, '"') === `"${body.etag}"`;
  });
}

/**
 * Sends a cached JSON body: 304 when the client's copy is current, otherwise the pre-compressed
 * form it accepts. `no-transform` keeps the kit's compression middleware (and proxies) from
 * compressing it a second time.
 */
export async function sendCachedJson(
  req: Request,
  res: Response,
  body: CachedBody,
  maxAgeSeconds = 0,
): Promise<void> {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  res.setHeader('ETag', body.etagFor(encoding));
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', `public, max-age=${maxAgeSeconds}, must-revalidate, no-transform`);
  if (matches(req.headers['if-none-match'], body)) {
    res.status(304).end();
    return;
  }
  const bytes = await body.body(encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
}
