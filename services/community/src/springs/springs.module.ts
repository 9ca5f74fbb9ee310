import { Module } from '@nestjs/common';
import { springEventsConsumer } from '@hotsprings/service-kit';
import { SPRINGS_PROJECTION } from '../store/store.module';

/** The durable consumer of spring events, shared by every replica. */
export const SPRING_EVENTS_DURABLE = 'community-springs';

/** The springs a post may name: the store's projection of the springs service's events. */
@Module({
  providers: [springEventsConsumer(SPRING_EVENTS_DURABLE, SPRINGS_PROJECTION)],
})
export class SpringsModule {}
