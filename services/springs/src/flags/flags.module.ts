import { Module } from '@nestjs/common';
import { FlagsController } from './flags.controller';
import { FlagsRepository } from './flags.repository';
import { FlagsService } from './flags.service';

@Module({
  controllers: [FlagsController],
  providers: [FlagsRepository, FlagsService],
})
export class FlagsModule {}
