import { DynamicModule, InjectionToken, Type } from '@nestjs/common';
import type { BaseConfig } from './config/base-config.schema';
import { DatabaseModule } from './database/database.module';
import type { MigrationStep } from './database/migrate';
import { HealthModule } from './health/health.module';
import { serviceLoggerModule } from './logging/logger.module';
import { NatsModule } from './nats/nats.module';
import { OutboxModule } from './nats/outbox.module';
import type { OutboxStore } from './nats/outbox-store';

export interface ServiceInfrastructureOptions {
  /** The service's name, in its logs and its NATS connection. */
  name: string;
  /** Without a DATABASE_URL the service keeps its data in a store of its own, not PostgreSQL. */
  config: Omit<BaseConfig, 'DATABASE_URL'> & { DATABASE_URL?: string };
  /** Folder of the service's `NNN_name.sql` migrations. */
  migrationsDir: string;
  /** Its migrations in code (`NNN_name`), applied in name order among the files. */
  migrationSteps?: Record<string, MigrationStep>;
  /** Its functions, replaced after the migrations at every start (`replaceFunctions`). */
  functions?: string;
  /** The stream of the events the service publishes through its outbox, if it publishes. */
  publishes?: { name: string; subjects: readonly string[] };
  /** The provider of the service's own outbox, when it is not the PostgreSQL table. */
  outboxStore?: InjectionToken<OutboxStore>;
}

/**
 * The modules every service imports before its own: JSON logs, `/healthz` and `/readyz`, its
 * migrated database (when it has a DATABASE_URL), its NATS connection and, for a publisher, the
 * outbox relay.
 */
export function serviceInfrastructure(
  options: ServiceInfrastructureOptions,
): Array<DynamicModule | Type<unknown>> {
  const { name, config, migrationsDir, migrationSteps, functions, publishes, outboxStore } =
    options;
  const { DATABASE_URL: url } = config;
  if (publishes && !url && !outboxStore) {
    throw new Error(`${name} publishes events but has neither DATABASE_URL nor an outbox store`);
  }
  return [
    serviceLoggerModule(name, config.LOG_LEVEL),
    HealthModule,
    ...(url ? [DatabaseModule.forRoot({ url, migrationsDir, migrationSteps, functions })] : []),
    NatsModule.forRoot({ url: config.NATS_URL, name }),
    ...(publishes ? [OutboxModule.forRoot(publishes, outboxStore)] : []),
  ];
}
