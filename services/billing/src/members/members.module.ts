import { Module } from '@nestjs/common';
import { MembersRepository } from './members.repository';
import { PremiumPropagation } from './premium-propagation';

/** The members billing knows of, their premium standing, and its propagation. */
@Module({
  providers: [MembersRepository, PremiumPropagation],
  exports: [MembersRepository, PremiumPropagation],
})
export class MembersModule {}
