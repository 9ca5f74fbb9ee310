import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import {
  RpcClientModule,
  serviceInfrastructure,
  ServiceConfigModule,
} from '@hotsprings/service-kit';
import { AuthModule } from './auth/auth.module';
import { AUTH_CONFIG, AuthConfig } from './config/auth-config.schema';
import { PremiumModule } from './premium/premium.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceConfigModule.forRoot(AUTH_CONFIG, config),
        ...serviceInfrastructure({
          name: 'auth',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
          publishes: STREAMS.auth,
        }),
        { ...RpcClientModule.forRoot({ url: config.NATS_URL, name: 'auth' }), global: true },
        AuthModule,
        UsersModule,
        PremiumModule,
      ],
    };
  }
}
