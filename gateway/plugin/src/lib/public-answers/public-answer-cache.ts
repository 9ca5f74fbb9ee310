import { IncomingHttpHeaders, request } from 'node:http';
import { serviceAgent } from '../service-agent';

/** A stored answer of a service, replayed to every caller until the service's data changes. */
export interface CachedAnswer {
  headers: Record<string, string>;
  body: Buffer;
  etag?: string;
  /** The answer depends on the caller's cookie: it was fetched signed out, and serves only that. */
  variesByCookie: boolean;
  checkedAt: number;
}

// The headers of a cached answer that are replayed; the rest belong to the original exchange.
const KEPT_HEADERS = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];
// Only what the service marks public is the same for everybody (as private-answers.policy reads it).
const SHARED = /(^|,)\s*public\s*(,|$)/i;
const NOT_SHARED = /no-store|private/i;

/**
 * Public GET answers of one service, keyed by URL and content coding, at most `maxEntries`
 * (least recently used dropped first), fetched signed out, one request per key however many
 * callers wait.
 *
 * While the service's change notices arrive (`live`), an entry is kept until `invalidate()`:
 * the service says when its data changed, so there is nothing to poll; only past `maxAgeMs`
 * (a minute) is it revalidated, a safety net for a notice that never came (a gateway and a
 * service set up on different NATS servers). Otherwise an entry older than `fallbackTtlMs` is
 * revalidated. Revalidation sends the ETag: a 304 costs the service almost nothing.
 * A fetch that was under way when the data changed is handed to its callers but not kept,
 * since it may hold the old data.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer | undefined>>();
  private readonly agent = serviceAgent();
  private generation = 0;
  private live = false;

  constructor(
    private readonly serviceUrl: string,
    private readonly maxAgeMs: { live: number; fallback: number },
    private readonly maxEntries: number,
  ) {}

  /** Whether the service's change notices reach this cache; either change drops every entry. */
  setLive(live: boolean): void {
    this.live = live;
    this.invalidate();
  }

  /** The service's data changed: every entry, and every fetch under way, is out of date. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** The kept answer for a key while it is known to be current, without waiting. */
  current(path: string, coding: string): CachedAnswer | undefined {
    const key = `${coding} ${path}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const maxAgeMs = this.live ? this.maxAgeMs.live : this.maxAgeMs.fallback;
    if (Date.now() - entry.checkedAt >= maxAgeMs) return undefined;
    this.touch(key, entry);
    return entry;
  }

  /** The answer for a path, fetched when needed; undefined when it is not a cacheable 200. */
  get(path: string, coding: string, requestId?: string): Promise<CachedAnswer | undefined> {
    const entry = this.current(path, coding);
    if (entry) return Promise.resolve(entry);
    const key = `${coding} ${path}`;
    let waiting = this.pending.get(key);
    if (!waiting) {
      const generation = this.generation;
      waiting = this.fetchAnswer(path, coding, this.entries.get(key), requestId).then((answer) => {
        if (this.pending.get(key) === waiting) this.pending.delete(key);
        if (generation !== this.generation) return answer;
        if (answer) this.touch(key, answer);
        else this.entries.delete(key);
        return answer;
      });
      this.pending.set(key, waiting);
    }
    return waiting;
  }

  private async fetchAnswer(
    path: string,
    coding: string,
    stale: CachedAnswer | undefined,
    requestId?: string,
  ): Promise<CachedAnswer | undefined> {
    const headers: Record<string, string> = { 'accept-encoding': coding };
    if (stale?.etag) headers['if-none-match'] = stale.etag;
    if (requestId) headers['x-request-id'] = requestId;
    const answer = await this.fetch(path, headers).catch(() => undefined);
    // The service is unreachable: a stale answer beats none; without one the proxy answers.
    if (!answer) return stale;
    if (answer.status === 304 && stale) return { ...stale, checkedAt: Date.now() };
    const cacheControl = answer.headers['cache-control'] ?? '';
    if (answer.status !== 200 || !SHARED.test(cacheControl) || NOT_SHARED.test(cacheControl))
      return undefined;
    return {
      headers: Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = answer.headers[name];
          return typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
      body: answer.body,
      etag: answer.headers.etag,
      variesByCookie: /(^|,)\s*cookie\s*(,|$)/i.test(answer.headers.vary ?? ''),
      checkedAt: Date.now(),
    };
  }

  private touch(key: string, entry: CachedAnswer): void {
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
