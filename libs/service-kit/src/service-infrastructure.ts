import { DynamicModule, ForwardReference, InjectionToken, Type } from '@nestjs/common';
import { STREAMS, type ServiceName } from '@hotsprings/contracts';
import type { BaseConfig } from './config/base-config.schema';
import { ServiceConfigModule } from './config/service-config.module';
import { DatabaseModule } from './database/database.module';
import type { MigrationStep } from './database/migrate';
import { HealthModule } from './health/health.module';
import { serviceLoggerModule } from './logging/logger.module';
import { NatsModule } from './nats/nats.module';
import { OutboxModule } from './nats/outbox.module';
import type { OutboxStore } from './nats/outbox-store';
import { RpcClientModule } from './rpc/rpc-client';

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

type ModuleImport = Type<unknown> | DynamicModule | Promise<DynamicModule> | ForwardReference;

export interface ServiceModuleOptions extends Omit<
  ServiceInfrastructureOptions,
  'name' | 'config' | 'publishes'
> {
  /** It asks other services over NATS request/reply: an RpcClient injectable everywhere. */
  asksOtherServices?: boolean;
  /** Its own modules, after the infrastructure. */
  features: ModuleImport[];
}

/**
 * A service's root module: its validated configuration injectable under `configToken`, the
 * infrastructure every service has (serviceInfrastructure), publishing to the stream the service
 * manifest gives it (proto/src/services.ts), an RpcClient when it asks other services, then its
 * own modules.
 */
export function serviceModule(
  root: Type<unknown>,
  name: ServiceName,
  configToken: symbol,
  config: ServiceInfrastructureOptions['config'],
  { asksOtherServices, features, ...infrastructure }: ServiceModuleOptions,
): DynamicModule {
  const streams: Partial<Record<ServiceName, ServiceInfrastructureOptions['publishes']>> = STREAMS;
  return {
    module: root,
    imports: [
      ServiceConfigModule.forRoot(configToken, config),
      ...serviceInfrastructure({ name, config, publishes: streams[name], ...infrastructure }),
      ...(asksOtherServices
        ? [{ ...RpcClientModule.forRoot({ url: config.NATS_URL, name }), global: true }]
        : []),
      ...features,
    ],
  };
}
