import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule, HealthModule, NatsModule, serviceLoggerModule } from '@hotsprings/service-kit';
import { SpringsConfigModule } from './config/springs-config.module';
import type { SpringsConfig } from './config/springs-config.schema';
import { FavoritesModule } from './favorites/favorites.module';
import { PlacesModule } from './places/places.module';
import { ReviewEventsModule } from './review-events/review-events.module';
import { SpringsRpcModule } from './rpc/springs-rpc.module';
import { SpringsModule } from './springs/springs.module';

@Module({})
export class AppModule {
  static forRoot(config: SpringsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SpringsConfigModule.forRoot(config),
        serviceLoggerModule('springs', config.LOG_LEVEL),
        HealthModule,
        DatabaseModule.forRoot({ url: config.DATABASE_URL, migrationsDir: join(__dirname, '..', 'migrations') }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'springs' }),
        SpringsModule,
        PlacesModule,
        FavoritesModule,
        ReviewEventsModule,
        SpringsRpcModule,
      ],
    };
  }
}
