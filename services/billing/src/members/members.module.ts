import { Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import { EventBarrier, NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { MembersRepository } from './members.repository';
import { PremiumPropagation } from './premium-propagation';

/** The members billing knows of, their premium standing, and its propagation. */
@Module({
  providers: [
    MembersRepository,
    {
      provide: EventBarrier,
      inject: [NATS_CONNECTION],
      useFactory: (nc: NatsConnection) => new EventBarrier(nc, STREAMS.billing),
    },
    PremiumPropagation,
  ],
  exports: [MembersRepository, PremiumPropagation],
})
export class MembersModule {}
