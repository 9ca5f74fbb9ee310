import { Agent, IncomingHttpHeaders, request } from 'node:http';

/** A stored answer of a service, replayed to every caller until it is revalidated. */
export interface CachedResponse {
  headers: Record<string, string>;
  body: Buffer;
  etag?: string;
  checkedAt: number;
}

// The headers of a cached answer that are replayed; the rest belong to the original exchange.
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];

/**
 * Public GET answers of one service, keyed by URL and content coding, at most `maxEntries`
 * (least recently used dropped first). An entry younger than `maxAgeMs` is served as it is; an
 * older one is revalidated with its ETag (a 304 costs the service almost nothing), one request
 * per key however many callers wait.
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly pending = new Map<string, Promise<CachedResponse | undefined>>();
  private readonly agent = new Agent({ keepAlive: true });

  constructor(
    private readonly serviceUrl: string,
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The answer for a path, or undefined when the service's answer is not a cacheable 200. */
  async get(path: string, coding: string, requestId?: string): Promise<CachedResponse | undefined> {
    const key = `${coding} ${path}`;
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.checkedAt < this.maxAgeMs) {
      this.touch(key, entry);
      return entry;
    }
    let waiting = this.pending.get(key);
    if (!waiting) {
      waiting = this.revalidate(key, path, coding, entry, requestId).finally(() =>
        this.pending.delete(key),
      );
      this.pending.set(key, waiting);
    }
    return waiting;
  }

  private async revalidate(
    key: string,
    path: string,
    coding: string,
    entry: CachedResponse | undefined,
    requestId?: string,
  ): Promise<CachedResponse | undefined> {
    const headers: Record<string, string> = { 'accept-encoding': coding };
    if (entry?.etag) headers['if-none-match'] = entry.etag;
    if (requestId) headers['x-request-id'] = requestId;
    const answer = await this.fetch(path, headers).catch(() => undefined);
    if (!answer) {
      // The service is unreachable: a stale answer beats none; without one the proxy answers.
      return entry;
    }
    if (answer.status === 304 && entry) {
      entry.checkedAt = Date.now();
      this.touch(key, entry);
      return entry;
    }
    this.entries.delete(key);
    if (answer.status !== 200 || /no-store|private/.test(answer.headers['cache-control'] ?? '')) {
      return undefined;
    }
    const fresh: CachedResponse = {
      headers: Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = answer.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
      body: answer.body,
      etag: answer.headers.etag,
      checkedAt: Date.now(),
    };
    this.touch(key, fresh);
    return fresh;
  }

  private touch(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  private fetch(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = request(new URL(path, this.serviceUrl), { agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 502,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end();
    });
  }
}
