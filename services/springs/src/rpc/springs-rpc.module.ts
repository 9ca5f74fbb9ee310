import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module';
import { SpringsModule } from '../springs/springs.module';
import { SpringsRpcService } from './springs-rpc.service';

@Module({
  imports: [SpringsModule, PlacesModule],
  providers: [SpringsRpcService],
})
export class SpringsRpcModule {}
