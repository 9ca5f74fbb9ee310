import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import {
  RpcClientModule,
  serviceInfrastructure,
  ServiceConfigModule,
} from '@hotsprings/service-kit';
import { PLANNER_CONFIG, PlannerConfig } from './config/planner-config.schema';
import { DriveTimesModule } from './drive-times/drive-times.module';
import { PlansModule } from './plans/plans.module';
import { RouteModule } from './route/route.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { TripsModule } from './trips/trips.module';

@Module({})
export class AppModule {
  static forRoot(config: PlannerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceConfigModule.forRoot(PLANNER_CONFIG, config),
        ...serviceInfrastructure({
          name: 'planner',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
          publishes: STREAMS.planner,
        }),
        { ...RpcClientModule.forRoot({ url: config.NATS_URL, name: 'planner' }), global: true },
        RouteModule,
        PlansModule,
        SavedSearchesModule,
        TripsModule,
        DriveTimesModule,
      ],
    };
  }
}
