import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { SPRINGS_CONFIG, SpringsConfig } from './config/springs-config.schema';
import { FavoritesModule } from './favorites/favorites.module';
import { FlagsModule } from './flags/flags.module';
import { PlacesModule } from './places/places.module';
import { ReportEventsModule } from './report-events/report-events.module';
import { ReviewEventsModule } from './review-events/review-events.module';
import { SpringsRpcModule } from './rpc/springs-rpc.module';
import { SpringsModule } from './springs/springs.module';
import { SummariesModule } from './summaries/summaries.module';

@Module({})
export class AppModule {
  static forRoot(config: SpringsConfig): DynamicModule {
    return serviceModule(AppModule, 'springs', SPRINGS_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      features: [
        SpringsModule,
        PlacesModule,
        FavoritesModule,
        ReviewEventsModule,
        ReportEventsModule,
        SpringsRpcModule,
        SummariesModule,
        FlagsModule,
      ],
    });
  }
}
