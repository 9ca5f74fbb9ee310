import { DynamicModule, Type } from '@nestjs/common';
import type { BaseConfig } from './config/base-config.schema';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { serviceLoggerModule } from './logging/logger.module';
import { NatsModule } from './nats/nats.module';
import { OutboxModule } from './nats/outbox.module';

export interface ServiceInfrastructureOptions {
  /** The service's name, in its logs and its NATS connection. */
  name: string;
  config: BaseConfig;
  /** Folder of the service's `NNN_name.sql` migrations. */
  migrationsDir: string;
  /** The stream of the events the service publishes through its outbox, if it publishes. */
  publishes?: { name: string; subjects: readonly string[] };
}

/**
 * The modules every service imports before its own: JSON logs, `/healthz` and `/readyz`, its
 * migrated database, its NATS connection and, for a publisher, the outbox relay.
 */
export function serviceInfrastructure(
  options: ServiceInfrastructureOptions,
): Array<DynamicModule | Type<unknown>> {
  const { name, config, migrationsDir, publishes } = options;
  return [
    serviceLoggerModule(name, config.LOG_LEVEL),
    HealthModule,
    DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsDir }),
    NatsModule.forRoot({ url: config.NATS_URL, name }),
    ...(publishes ? [OutboxModule.forRoot(publishes)] : []),
  ];
}
