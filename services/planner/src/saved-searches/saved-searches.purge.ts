import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { SavedSearchesRepository } from './saved-searches.repository';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired share links at start and every hour. An expired link already answers 410 before
 * it is purged; purging only gives its row back. Replicas purging at once delete nothing twice.
 */
@Injectable()
export class SavedSearchesPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SavedSearchesPurge.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly searches: SavedSearchesRepository) {}

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
      const purged = await this.searches.purgeExpired();
      if (purged) this.logger.log(`purged ${purged} expired share links`);
    } catch (err) {
      this.logger.warn(`expired share links not purged: ${String(err)}`);
    }
  }
}
