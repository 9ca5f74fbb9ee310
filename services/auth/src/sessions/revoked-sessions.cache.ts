import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AUTH_CONFIG, AuthConfig } from '../config/auth-config.schema';

/** The key the gateway checks on every request carrying a session cookie. */
export const revokedSessionKey = (jti: string) => `revoked-session:${jti}`;

/**
 * Tells the gateway, through Redis, which sessions were signed out. Commands fail fast while
 * Redis is away instead of queueing: the revocation publisher retries them from the database.
 */
@Injectable()
export class RevokedSessionsCache implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Reported by the publisher when a command fails; the client itself keeps reconnecting.
    this.redis.on('error', () => undefined);
  }

  /** Remembered for as long as the token would still verify, then Redis forgets it. */
  async add(jti: string, expiresAt: Date): Promise<void> {
    const remainingMs = expiresAt.getTime() - Date.now();
    if (remainingMs <= 0) return;
    await this.redis.set(revokedSessionKey(jti), '1', 'PX', remainingMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
