import { DynamicModule, Global, Module } from '@nestjs/common';

/**
 * Makes the configuration validated in `main.ts` injectable everywhere under the service's own
 * token (`@Inject(<TOKEN>) config: <Config>`), so no module reads the environment again.
 */
@Global()
@Module({})
export class ServiceConfigModule {
  static forRoot<T>(token: symbol, config: T): DynamicModule {
    return {
      module: ServiceConfigModule,
      providers: [{ provide: token, useValue: config }],
      exports: [token],
    };
  }
}
