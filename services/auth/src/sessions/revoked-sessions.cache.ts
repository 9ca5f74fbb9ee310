import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import {
  REVOCATIONS_COMPLETE,
  REVOKED_SESSIONS_KEY,
  SHARE_MARKER_PREFIX,
} from '@hotsprings/service-kit';
import Redis from 'ioredis';
import { AUTH_CONFIG, AuthConfig } from '../config/auth-config.schema';

/** A signed-out session the gateway must refuse until its token expires. */
export interface Revocation {
  id: string;
  expires_at: Date;
}

// Members are removed a minute after their token expires, so that a gateway whose clock runs a
// little behind never verifies a token whose revocation is already gone.
const EXPIRY_GRACE_MS = 60_000;
// A share that never finished (its replica died) leaves its marker; expiry removes it then.
const SHARE_MARKER_TTL_MS = 10 * 60_000;

// The set is whole only if nothing was lost since the share began: its marker is still there.
const COMPLETE_SHARE = `
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false then return 0 end
redis.call('ZADD', KEYS[1], '+inf', ARGV[2])
redis.call('ZREM', KEYS[1], ARGV[1])
return 1`;

type SharingRedis = Redis & {
  completeShare(key: string, marker: string, complete: string): Promise<number>;
};

/**
 * The set of revoked sessions in Redis (see the kit's `revoked-sessions.ts`), as auth writes it.
 * Commands fail fast while Redis is away instead of queueing: the revocation publisher retries
 * them from the database.
 */
@Injectable()
export class RevokedSessionsCache implements OnApplicationShutdown {
  private readonly redis: SharingRedis;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    }) as SharingRedis;
    this.redis.defineCommand('completeShare', { numberOfKeys: 1, lua: COMPLETE_SHARE });
    // Reported by the publisher when a command fails; the client itself keeps reconnecting.
    this.redis.on('error', () => undefined);
  }

  /** Calls `listener` each time the connection is (again) ready: Redis may have lost the set. */
  onConnected(listener: () => void): void {
    this.redis.on('ready', listener);
  }

  /** Adds revocations; those whose token has expired are left out. */
  async add(revocations: readonly Revocation[]): Promise<void> {
    const now = Date.now();
    const live = revocations.filter((r) => r.expires_at.getTime() > now);
    if (live.length === 0) return;
    await this.redis.zadd(
      REVOKED_SESSIONS_KEY,
      ...live.flatMap((r) => [r.expires_at.getTime(), r.id]),
    );
  }

  /** Removes the revocations whose token has expired (a minute ago). */
  async prune(): Promise<void> {
    await this.redis.zremrangebyscore(
      REVOKED_SESSIONS_KEY,
      '-inf',
      `(${Date.now() - EXPIRY_GRACE_MS}`,
    );
  }

  /** Whether the set holds every revocation (it was not lost since it was last made whole). */
  async isComplete(): Promise<boolean> {
    return (await this.redis.zscore(REVOKED_SESSIONS_KEY, REVOCATIONS_COMPLETE)) !== null;
  }

  /**
   * Starts sharing every revocation again: a marker in the set, which a flush or any other loss
   * of the set removes with everything else. Returns it, for `completeShare`.
   */
  async beginShare(): Promise<string> {
    const marker = `${SHARE_MARKER_PREFIX}${randomUUID()}`;
    await this.redis.zadd(REVOKED_SESSIONS_KEY, Date.now() + SHARE_MARKER_TTL_MS, marker);
    return marker;
  }

  /**
   * Marks the set whole, once every revocation has been added since `beginShare`; false when the
   * set was lost meanwhile (the share must start again).
   */
  async completeShare(marker: string): Promise<boolean> {
    return (
      (await this.redis.completeShare(REVOKED_SESSIONS_KEY, marker, REVOCATIONS_COMPLETE)) === 1
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
