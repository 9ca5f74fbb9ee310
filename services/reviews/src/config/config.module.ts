import { DynamicModule, Global, Module } from '@nestjs/common';
import { REVIEWS_CONFIG, ReviewsConfig } from './reviews-config.schema';

/** Makes the configuration validated at start injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ReviewsConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: REVIEWS_CONFIG, useValue: config }],
      exports: [REVIEWS_CONFIG],
    };
  }
}
