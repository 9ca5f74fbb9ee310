import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { CheckoutModule } from './checkout/checkout.module';
import { BILLING_CONFIG, BillingConfig } from './config/billing-config.schema';
import { ReferralsModule } from './referrals/referrals.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return serviceModule(AppModule, 'billing', BILLING_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      features: [CheckoutModule, WebhooksModule, ReferralsModule, RegistrationsModule],
    });
  }
}
