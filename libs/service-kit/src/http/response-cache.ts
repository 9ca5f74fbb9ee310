import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One serialized response with its strong ETag; compressed forms are made once, on demand. */
export class CachedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly identity: Buffer) {
    this.etag = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
    this.encoded.set('identity', Promise.resolve(identity));
  }

  /** The ETag of one representation: a strong ETag must differ per content coding. */
  etagFor(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.etag}"` : `"${this.etag}-${encoding}"`;
  }

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      // Brotli quality 5 compresses a map payload nearly as well as 11 at a fraction of the CPU.
      body =
        encoding === 'br'
          ? brotli(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(this.identity, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/**
 * Serialized responses per normalized query, least recently used first out. Concurrent misses
 * for one key share one build. `invalidate()` forgets everything: a build still running then is
 * only seen by the requests that were already waiting for it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  /** When false (e.g. the change feed is down), every request builds its own response. */
  enabled = true;

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  invalidate(): void {
    this.entries.clear();
  }

  get(key: string, build: () => Promise<string>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = build().then((json) => new CachedBody(Buffer.from(json)));
    if (!this.enabled) return made;
    this.entries.set(key, made);
    made.catch(() => {
      if (this.entries.get(key) === made) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    return made;
  }
}
