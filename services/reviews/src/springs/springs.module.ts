import { Module } from '@nestjs/common';
import { SpringEventsConsumer } from './spring-events.consumer';
import { SpringsRepository } from './springs.repository';

/** The springs this service knows: a local projection of the springs service's events. */
@Module({
  providers: [SpringsRepository, SpringEventsConsumer],
  exports: [SpringsRepository],
})
export class SpringsModule {}
