import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { billingConfigSchema } from './config/billing-config.schema';

async function main(): Promise<void> {
  const config = loadConfig(billingConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  // Stripe signs the webhook's exact bytes: the body is kept as received beside its parse.
  await bootstrapService(AppModule.forRoot(config), { port: config.PORT, rawBody: true });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
