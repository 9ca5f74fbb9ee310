import { FactoryProvider, InjectionToken } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import { NATS_CONNECTION } from './nats.module';

/** A service's own copy of another service's data, kept from that service's events. */
export interface Projection<T> {
  /** Keeps the state when its version is newer than the one held (else nothing). */
  keep(state: T): Promise<void>;
  /** True while nothing is kept: a new or emptied store, which replays the stream. */
  isEmpty(): Promise<boolean>;
}

/**
 * The Nest provider of a consumer that feeds the projection provided under `projection`; the
 * durable name is the service's, shared by its replicas so that each event is kept once.
 */
export function projectionConsumer<C, P>(
  consumer: new (nc: NatsConnection, projection: P, durableName: string) => C,
  durableName: string,
  projection: InjectionToken,
): FactoryProvider<C> {
  return {
    provide: consumer,
    inject: [NATS_CONNECTION, projection],
    useFactory: (nc: NatsConnection, kept: P) => new consumer(nc, kept, durableName),
  };
}
