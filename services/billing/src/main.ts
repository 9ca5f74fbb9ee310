import 'reflect-metadata';
import { loadConfig, runMain, startService } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { billingConfigSchema } from './config/billing-config.schema';

runMain(async () => {
  const config = loadConfig(billingConfigSchema);
  // Stripe signs the webhook's exact bytes: the body is kept as received beside its parse. Auth
  // asks over NATS request/reply what a referral code given at registration grants.
  await startService(config, AppModule.forRoot(config), {
    rawBody: true,
    rpc: { url: config.NATS_URL, queue: 'billing' },
  });
});
