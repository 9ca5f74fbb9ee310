import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import { serviceInfrastructure } from '@hotsprings/service-kit';
import { AuthModule } from './auth/auth.module';
import type { AuthConfig } from './config/auth-config.schema';
import { ConfigModule } from './config/config.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ...serviceInfrastructure({
          name: 'auth',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
          publishes: STREAMS.auth,
        }),
        AuthModule,
        UsersModule,
      ],
    };
  }
}
