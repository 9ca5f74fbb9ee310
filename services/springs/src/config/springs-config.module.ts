import { DynamicModule, Global, Module } from '@nestjs/common';
import { SPRINGS_CONFIG, SpringsConfig } from './springs-config.schema';

/** Makes the configuration validated in main.ts injectable everywhere. */
@Global()
@Module({})
export class SpringsConfigModule {
  static forRoot(config: SpringsConfig): DynamicModule {
    return {
      module: SpringsConfigModule,
      providers: [{ provide: SPRINGS_CONFIG, useValue: config }],
      exports: [SPRINGS_CONFIG],
    };
  }
}
