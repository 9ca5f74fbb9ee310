import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RetryLaterException } from '../http/retry-later.exception';
import { waitText } from '../text/wait-text';

const DAY_MS = 86_400_000;

// Adds the image's bytes to the member's count for the day unless that would pass the budget:
// one atomic command, so uploads at the same moment (from any replica, either service) can never
// pass it together. Answers the new count, or -1 when refused.
const RESERVE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return -1 end
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return count`;

// Gives bytes back, unless the day's count has already expired.
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

type BudgetRedis = Redis & {
  reserveImageBytes(key: string, bytes: number, budget: number, ttlMs: number): Promise<number>;
  releaseImageBytes(key: string, bytes: number): Promise<number>;
};

/** Gives back the bytes of an image that was not stored after all. */
export type ReleaseImageBytes = () => Promise<void>;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Each member's image bytes per UTC day, across every service that stores images: counted in
 * Redis (the gateway's, shared by every replica and by reviews and community), where the bytes
 * are known, before anything is stored. If Redis is unreachable the image is stored anyway, as
 * the gateway's per-member limits pass then: the gateway already refuses signed-in writes while
 * Redis is away, and the free-disk threshold still guards the disk.
 */
export class ImageBudget {
  private readonly logger = new Logger(ImageBudget.name);
  private readonly redis: BudgetRedis;

  constructor(
    redisUrl: string,
    private readonly bytesPerDay: number,
  ) {
    // A command sent while connecting (just after start) waits for the connection; while Redis
    // is away it fails at the next failed attempt to connect, within a second or so.
    const client = new Redis(redisUrl, {
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // A failed command is reported where it fails; the client itself keeps reconnecting.
    client.on('error', () => undefined);
    client.defineCommand('reserveImageBytes', { numberOfKeys: 1, lua: RESERVE });
    client.defineCommand('releaseImageBytes', { numberOfKeys: 1, lua: RELEASE });
    this.redis = client as BudgetRedis;
  }

  /**
   * Counts `bytes` against the member's day, or refuses with 429 and Retry-After (the day's end);
   * resolves with what gives them back.
   */
  async reserve(memberId: string, bytes: number): Promise<ReleaseImageBytes> {
    const now = Date.now();
    const key = `image-bytes:{${memberId}}:${Math.floor(now / DAY_MS)}`;
    let count: number;
    try {
      count = await this.redis.reserveImageBytes(key, bytes, this.bytesPerDay, DAY_MS);
    } catch (err) {
      this.logger.warn(`image budget not checked: ${String(err)}`);
      return async () => undefined;
    }
    if (count < 0) {
      const retryAfter = Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
      throw new RetryLaterException(
        `You have reached the limit of ${megabytes(this.bytesPerDay)} of images a day. Please try again in about ${waitText(retryAfter)}.`,
        retryAfter,
      );
    }
    return async () => {
      await this.redis.releaseImageBytes(key, bytes).catch((err: unknown) => {
        this.logger.warn(`image budget not given back: ${String(err)}`);
      });
    };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
