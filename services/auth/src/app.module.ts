import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import {
  DatabaseModule,
  HealthModule,
  NatsModule,
  OutboxModule,
  serviceLoggerModule,
} from '@hotsprings/service-kit';
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
        serviceLoggerModule('auth', config.LOG_LEVEL),
        HealthModule,
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          migrationsDir: join(__dirname, '..', 'migrations'),
        }),
        NatsModule.forRoot({ url: config.NATS_URL, name: 'auth' }),
        OutboxModule.forRoot(STREAMS.auth),
        AuthModule,
        UsersModule,
      ],
    };
  }
}
