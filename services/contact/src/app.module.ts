import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { CONTACT_CONFIG, ContactConfig } from './config/contact-config.schema';
import { MessagesModule } from './messages/messages.module';

@Module({})
export class AppModule {
  static forRoot(config: ContactConfig): DynamicModule {
    return serviceModule(AppModule, 'contact', CONTACT_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      features: [MessagesModule],
    });
  }
}
