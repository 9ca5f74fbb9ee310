import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { NOTICES } from '@hotsprings/contracts';
import { CachedBody, NATS_CONNECTION, PgListener, ResponseCache } from '@hotsprings/service-kit';
import { SPRINGS_CONFIG } from '../config/springs-config.schema';
import type { SpringsConfig } from '../config/springs-config.schema';

/** The NOTIFY channel of the springs table's change trigger (migrations/001_springs.sql). */
export const SPRINGS_CHANGED_CHANNEL = 'springs_changed';

/**
 * Serialized list responses, shared by the requests of this replica. Any change to the springs
 * table (import, review figures) notifies every replica, which drops its cache. While the
 * notification connection is down, nothing is cached, so no replica can serve stale lists.
 *
 * Once its cache is dropped, the replica tells the gateways (NOTICES.springsChanged), which keep
 * copies of the public answers: told only after the drop, a gateway that asks again can no
 * longer get the old answer from this replica.
 */
@Injectable()
export class SpringsCache implements OnModuleInit, OnModuleDestroy {
  private readonly cache: ResponseCache;
  private readonly listener: PgListener;

  constructor(
    @Inject(SPRINGS_CONFIG) config: SpringsConfig,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
  ) {
    this.cache = new ResponseCache(config.SPRINGS_CACHE_ENTRIES);
    this.cache.enabled = false;
    this.listener = new PgListener(
      config.DATABASE_URL,
      SPRINGS_CHANGED_CHANNEL,
      (version) => this.changed(version ?? ''),
      (connected) => {
        this.cache.enabled = connected;
        // Whatever changed while the listener was away went unnoticed: count it as a change.
        this.changed('');
      },
    );
  }

  onModuleInit(): Promise<void> {
    return this.listener.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.listener.stop();
  }

  get(key: string, build: () => Promise<string>): Promise<CachedBody> {
    return this.cache.get(key, build);
  }

  private changed(version: string): void {
    this.cache.invalidate();
    if (!this.nats.isClosed()) this.nats.publish(NOTICES.springsChanged, version);
  }
}
