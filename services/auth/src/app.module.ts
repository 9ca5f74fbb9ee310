import { join } from 'node:path';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import {
  RpcClientModule,
  serviceInfrastructure,
  ServiceConfigModule,
} from '@hotsprings/service-kit';
import { AuthModule } from './auth/auth.module';
import { AUTH_CONFIG, AuthConfig } from './config/auth-config.schema';
import { PremiumModule } from './premium/premium.module';
import { canonicalUsernamesStep } from './users/canonical-usernames.migration';
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
          migrationSteps: {
            '004_canonical_usernames': canonicalUsernamesStep((line) =>
              new Logger('Migrations').warn(line),
            ),
          },
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
