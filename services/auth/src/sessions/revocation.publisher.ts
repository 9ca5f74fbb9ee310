import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { NOTICES } from '@hotsprings/contracts';
import { NATS_CONNECTION, revokedSessionsNotice } from '@hotsprings/service-kit';
import { RevokedSessionsCache } from './revoked-sessions.cache';
import { SessionsRepository } from './sessions.repository';

const BATCH = 200;
const SHARE_PAGE = 1_000;
// How soon a loss of the set is noticed: until it is shared again, the gateway answers signed-in
// routes with 503.
const CHECK_MS = 1_000;

/**
 * Copies signed-out sessions from the database, which is the record, to the set in Redis that
 * the gateway checks: each logout's at once, and again every second while Redis cannot take it.
 * Redis may lose the set at any moment; every second (and on each reconnection) this checks that
 * the set is still whole and, if not, shares every live revocation again and marks it whole. It
 * also shares everything again at start and after a reconnection, which may follow a failover to
 * a replica that missed the last writes. Replicas may all do so at once: adding is idempotent.
 *
 * Each revocation is also announced on NATS (NOTICES.sessionsRevoked) before it is written to
 * Redis, and again with each retry: gateways that follow the notices keep the revoked sessions in
 * memory and ask Redis nothing per request, and a Redis outage does not hold the news back.
 */
@Injectable()
export class RevocationPublisher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RevocationPublisher.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;
  private shareAllNext = true;
  private failing = false;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly cache: RevokedSessionsCache,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {}

  onApplicationBootstrap(): void {
    this.cache.onConnected(() => {
      this.shareAllNext = true;
      // A check waiting for its turn runs now; one running now is followed by another.
      if (this.timer) this.schedule(0);
    });
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Shares the revocations not shared yet; resolves with how many it shared. */
  async shareNow(): Promise<number> {
    const pending = await this.sessions.unsharedRevocations(BATCH);
    if (pending.length && !this.nats.isClosed()) {
      this.nats.publish(
        NOTICES.sessionsRevoked,
        revokedSessionsNotice(
          pending.map((r) => ({ id: r.id, expiresAtMs: r.expires_at.getTime() })),
        ),
      );
    }
    await this.cache.add(pending);
    await this.sessions.markShared(pending.map((r) => r.id));
    return pending.length;
  }

  /**
   * Shares every live revocation, then marks the set whole; false when Redis lost the set
   * meanwhile, so that it is not marked whole with part of it gone.
   */
  async shareAll(): Promise<boolean> {
    const marker = await this.cache.beginShare();
    for (let afterId: string | null = null; ;) {
      const page = await this.sessions.liveRevocations(afterId, SHARE_PAGE);
      await this.cache.add(page);
      if (page.length < SHARE_PAGE) break;
      afterId = page[page.length - 1]!.id;
    }
    return this.cache.completeShare(marker);
  }

  private async check(): Promise<number> {
    await this.cache.prune();
    if (!(await this.cache.isComplete())) {
      if (!this.shareAllNext)
        this.logger.warn('Redis lost the revoked sessions: sharing them again');
      this.shareAllNext = true;
    }
    if (this.shareAllNext && (await this.shareAll())) this.shareAllNext = false;
    return this.shareNow();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.check().then(
        (shared) => {
          if (this.failing) this.logger.log('revoked sessions shared with Redis again');
          this.failing = false;
          this.schedule(shared === BATCH ? 0 : CHECK_MS);
        },
        (err: unknown) => {
          if (!this.failing) this.logger.warn(`sharing revoked sessions: ${String(err)}`);
          this.failing = true;
          this.schedule(CHECK_MS);
        },
      );
    }, delayMs);
  }
}
