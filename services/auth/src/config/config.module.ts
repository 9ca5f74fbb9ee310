import { DynamicModule, Global, Module } from '@nestjs/common';
import { AUTH_CONFIG, AuthConfig } from './auth-config.schema';

/** Makes the configuration validated at start injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: AUTH_CONFIG, useValue: config }],
      exports: [AUTH_CONFIG],
    };
  }
}
