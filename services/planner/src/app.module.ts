import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { PLANNER_CONFIG, PlannerConfig } from './config/planner-config.schema';
import { DriveTimesModule } from './drive-times/drive-times.module';
import { PlansModule } from './plans/plans.module';
import { RouteModule } from './route/route.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { TripsModule } from './trips/trips.module';

@Module({})
export class AppModule {
  static forRoot(config: PlannerConfig): DynamicModule {
    return serviceModule(AppModule, 'planner', PLANNER_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      asksOtherServices: true,
      features: [RouteModule, PlansModule, SavedSearchesModule, TripsModule, DriveTimesModule],
    });
  }
}
