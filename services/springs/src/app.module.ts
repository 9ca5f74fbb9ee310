import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure, ServiceConfigModule } from '@hotsprings/service-kit';
import { SPRINGS_CONFIG, SpringsConfig } from './config/springs-config.schema';
import { FavoritesModule } from './favorites/favorites.module';
import { PlacesModule } from './places/places.module';
import { ReviewEventsModule } from './review-events/review-events.module';
import type { ReviewEventsSource } from './review-events/review-events.source';
import { SpringsRpcModule } from './rpc/springs-rpc.module';
import type { SpringsRpcSubjects } from './rpc/springs-rpc.subjects';
import { SpringsModule } from './springs/springs.module';

/** What tests replace so that they run beside a live stack on the same NATS server. */
export interface AppOptions {
  reviewEvents?: ReviewEventsSource;
  rpcSubjects?: SpringsRpcSubjects;
}

@Module({})
export class AppModule {
  static forRoot(config: SpringsConfig, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceConfigModule.forRoot(SPRINGS_CONFIG, config),
        ...serviceInfrastructure({
          name: 'springs',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
        }),
        SpringsModule,
        PlacesModule,
        FavoritesModule,
        ReviewEventsModule.forRoot(options.reviewEvents),
        SpringsRpcModule.forRoot(options.rpcSubjects),
      ],
    };
  }
}
