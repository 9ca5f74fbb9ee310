import {
  DynamicModule,
  Global,
  Inject,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { ReadinessRegistry } from '../health/readiness.registry';
import { connectNats } from './nats-connection';

/** Injection token of the service's NATS connection. */
export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

/**
 * One NATS connection per service: reported by `/readyz` as `degraded` when it fails, never as
 * not ready (writes wait in the outbox, consumers resume, and every replica shares the same
 * NATS), drained at shutdown.
 */
@Global()
@Module({})
export class NatsModule implements OnModuleInit, OnApplicationShutdown {
  static forRoot(options: { url: string; name: string }): DynamicModule {
    return {
      module: NatsModule,
      providers: [
        { provide: NATS_CONNECTION, useFactory: () => connectNats(options.url, options.name) },
      ],
      exports: [NATS_CONNECTION],
    };
  }

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly readiness: ReadinessRegistry,
  ) {}

  onModuleInit(): void {
    this.readiness.register(
      'nats',
      async () => {
        if (this.nc.isClosed()) throw new Error('connection closed');
        await this.nc.flush();
      },
      'degraded',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
  }
}
