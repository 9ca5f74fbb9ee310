import { join } from 'node:path';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { AuthModule } from './auth/auth.module';
import { AUTH_CONFIG, AuthConfig } from './config/auth-config.schema';
import { PremiumModule } from './premium/premium.module';
import { canonicalUsernamesStep } from './users/canonical-usernames.migration';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return serviceModule(AppModule, 'auth', AUTH_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      migrationSteps: {
        '004_canonical_usernames': canonicalUsernamesStep((line) =>
          new Logger('Migrations').warn(line),
        ),
      },
      asksOtherServices: true,
      features: [AuthModule, UsersModule, PremiumModule],
    });
  }
}
