import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { RevokedSessionsCache } from './revoked-sessions.cache';
import { SessionsRepository } from './sessions.repository';

const BATCH = 200;
const RETRY_MS = 2000;

/**
 * Copies signed-out sessions from the database to Redis. The database is the record, so a
 * logout while Redis is down still reaches the gateway once Redis is back. At start every live
 * revocation is shared again, in case Redis lost its data.
 */
@Injectable()
export class RevocationPublisher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RevocationPublisher.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly cache: RevokedSessionsCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sessions.unshareLiveRevocations();
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Shares what is pending now; resolves with the number of revocations shared. */
  async shareNow(): Promise<number> {
    let shared = 0;
    for (const session of await this.sessions.unsharedRevocations(BATCH)) {
      await this.cache.add(session.id, session.expires_at);
      await this.sessions.markShared(session.id);
      shared += 1;
    }
    return shared;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.shareNow().then(
        (shared) => this.schedule(shared === BATCH ? 0 : RETRY_MS),
        (err: unknown) => {
          this.logger.warn(`sharing revoked sessions: ${String(err)}`);
          this.schedule(RETRY_MS);
        },
      );
    }, delayMs);
  }
}
