import { Module } from '@nestjs/common';
import { springEventsConsumer } from '@hotsprings/service-kit';
import { SpringsRepository } from './springs.repository';

/** The durable consumer of spring events, shared by every replica. */
export const SPRING_EVENTS_DURABLE = 'planner-springs';

/** The springs this service knows: a local projection of the springs service's events. */
@Module({
  providers: [SpringsRepository, springEventsConsumer(SPRING_EVENTS_DURABLE, SpringsRepository)],
  exports: [SpringsRepository],
})
export class SpringsModule {}
