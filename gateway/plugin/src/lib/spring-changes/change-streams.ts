import type { Response } from 'express';

/**
 * The open event streams of one gateway and what is written to them. A burst of changes (every
 * springs replica sends its own notice for one change, and an import sends many) becomes one
 * event per `coalesceMs`, carrying the latest data version. Each stream gets a comment every
 * `heartbeatMs`, so that proxies and load balancers do not close it as idle.
 */
export class ChangeStreams {
  private readonly open = new Set<Response>();
  private pendingVersion: string | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly coalesceMs: number,
    heartbeatMs: number,
  ) {
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), heartbeatMs).unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** Keeps the stream until its client goes or `endAll()`; the answer's head is already sent. */
  add(res: Response): void {
    this.open.add(res);
    res.once('close', () => this.open.delete(res));
  }

  /**
   * The data changed. The event goes out at the end of the window the first change opened, not at
   * once: by then the gateway's copies of the public answers, which follow the same notice, are
   * dropped too, so the refetch an event causes never meets an old copy.
   */
  changed(version: string): void {
    this.pendingVersion = version;
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      const data = JSON.stringify({ version: this.pendingVersion });
      this.writeAll(`event: springs-changed\ndata: ${data}\n\n`);
    }, this.coalesceMs).unref();
  }

  /**
   * Ends every stream and forgets a change not yet sent: the changes can no longer be followed
   * (NATS is gone) or the gateway stops. Clients reconnect, to this gateway once it follows the
   * changes again or to another one, and refetch what they show.
   */
  endAll(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    for (const res of this.open) res.end();
    this.open.clear();
  }

  private writeAll(text: string): void {
    for (const res of this.open) res.write(text);
  }
}
