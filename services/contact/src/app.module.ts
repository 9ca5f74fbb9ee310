import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import { serviceInfrastructure, ServiceConfigModule } from '@hotsprings/service-kit';
import { CONTACT_CONFIG, ContactConfig } from './config/contact-config.schema';
import { MessagesModule } from './messages/messages.module';

@Module({})
export class AppModule {
  static forRoot(config: ContactConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceConfigModule.forRoot(CONTACT_CONFIG, config),
        ...serviceInfrastructure({
          name: 'contact',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
          publishes: STREAMS.contact,
        }),
        MessagesModule,
      ],
    };
  }
}
