import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module';
import { SpringsModule } from '../springs/springs.module';
import { SpringsRpcController } from './springs-rpc.controller';

@Module({
  imports: [SpringsModule, PlacesModule],
  controllers: [SpringsRpcController],
})
export class SpringsRpcModule {}
