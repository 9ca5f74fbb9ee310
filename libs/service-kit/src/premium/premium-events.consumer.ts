import type { InjectionToken } from '@nestjs/common';
import {
  type PremiumChanged,
  PremiumChangedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import type { NatsConnection } from 'nats';
import { type ContractEvent, EventConsumer } from '../nats/event-consumer';
import { type Projection, projectionConsumer } from '../nats/projection-consumer';

/**
 * A service's record of who is premium, kept from billing.premium.changed so that premium-only
 * access needs nothing but the service's own store, and a change counts as soon as it arrives.
 */
export type PremiumProjection = Projection<PremiumChanged>;

const CONTRACTS = { [SUBJECTS.premiumChanged]: PremiumChangedSchema };

/** Feeds a `PremiumProjection` from billing.premium.changed. */
export class PremiumEventsConsumer extends EventConsumer<typeof CONTRACTS> {
  constructor(
    nc: NatsConnection,
    private readonly premium: PremiumProjection,
    /** Shared by every replica of the service, so each event is kept once. */
    durableName: string,
  ) {
    super(nc, {
      stream: STREAMS.billing,
      durableName,
      filterSubjects: [SUBJECTS.premiumChanged],
      contracts: CONTRACTS,
      isValid: ({ message }) => message.userId > 0n && message.version > 0n,
    });
  }

  protected override replayWhen(): Promise<boolean> {
    return this.premium.isEmpty();
  }

  protected async handle({ message }: ContractEvent<typeof CONTRACTS>): Promise<void> {
    await this.premium.keep(message);
  }
}

/** The Nest provider of a service's consumer, feeding the projection provided under `projection`. */
export function premiumEventsConsumer(durableName: string, projection: InjectionToken) {
  return projectionConsumer(PremiumEventsConsumer, durableName, projection);
}
