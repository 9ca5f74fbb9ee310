import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig, runMain } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { billingConfigSchema } from './config/billing-config.schema';

runMain(async () => {
  const config = loadConfig(billingConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  // Stripe signs the webhook's exact bytes: the body is kept as received beside its parse. Auth
  // asks over NATS request/reply what a referral code given at registration grants.
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
    rawBody: true,
    rpc: { url: config.NATS_URL, queue: 'billing' },
  });
});
