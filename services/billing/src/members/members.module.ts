import { Module } from '@nestjs/common';
import { MembersRepository } from './members.repository';

/** The members billing knows of and their premium standing. */
@Module({
  providers: [MembersRepository],
  exports: [MembersRepository],
})
export class MembersModule {}
