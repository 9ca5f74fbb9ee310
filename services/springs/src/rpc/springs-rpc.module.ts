import { DynamicModule, Module } from '@nestjs/common';
import { SPRINGS_RPC } from '@hotsprings/contracts';
import { PlacesModule } from '../places/places.module';
import { SpringsModule } from '../springs/springs.module';
import { SpringsRpcService } from './springs-rpc.service';
import { SPRINGS_RPC_SUBJECTS, SpringsRpcSubjects } from './springs-rpc.subjects';

@Module({})
export class SpringsRpcModule {
  static forRoot(subjects: SpringsRpcSubjects = SPRINGS_RPC): DynamicModule {
    return {
      module: SpringsRpcModule,
      imports: [SpringsModule, PlacesModule],
      providers: [{ provide: SPRINGS_RPC_SUBJECTS, useValue: subjects }, SpringsRpcService],
    };
  }
}
