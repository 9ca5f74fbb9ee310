import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import { serviceInfrastructure, ServiceConfigModule } from '@hotsprings/service-kit';
import { CheckoutModule } from './checkout/checkout.module';
import { BILLING_CONFIG, BillingConfig } from './config/billing-config.schema';
import { ReferralsModule } from './referrals/referrals.module';
import { RegistrationsModule } from './registrations/registrations.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceConfigModule.forRoot(BILLING_CONFIG, config),
        ...serviceInfrastructure({
          name: 'billing',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
          publishes: STREAMS.billing,
        }),
        CheckoutModule,
        WebhooksModule,
        ReferralsModule,
        RegistrationsModule,
      ],
    };
  }
}
