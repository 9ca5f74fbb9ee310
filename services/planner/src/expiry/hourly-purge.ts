import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes what has expired at start and every hour. What has expired is already refused before
 * it is purged; purging only gives its rows back. Replicas purging at once delete nothing twice.
 */
export abstract class HourlyPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;

  /** `what` names the rows in the log ('expired share links'); `purgeExpired` deletes them. */
  protected constructor(
    private readonly what: string,
    private readonly purgeExpired: () => Promise<number>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.purge();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async purge(): Promise<void> {
    try {
      const purged = await this.purgeExpired();
      if (purged) this.logger.log(`purged ${purged} ${this.what}`);
    } catch (err) {
      this.logger.warn(`${this.what} not purged: ${String(err)}`);
    }
  }
}
