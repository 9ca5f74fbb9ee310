import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { REVIEWS_CONFIG, ReviewsConfig } from './config/reviews-config.schema';
import { ReportsModule } from './reports/reports.module';
import { ReviewsModule } from './reviews/reviews.module';
import { REVIEW_VOTE_FUNCTIONS_SQL } from './votes/cast-vote.query';

@Module({})
export class AppModule {
  static forRoot(config: ReviewsConfig): DynamicModule {
    return serviceModule(AppModule, 'reviews', REVIEWS_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      functions: REVIEW_VOTE_FUNCTIONS_SQL,
      features: [ReviewsModule, ReportsModule],
    });
  }
}
