import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { contactConfigSchema } from './config/contact-config.schema';

async function main(): Promise<void> {
  const config = loadConfig(contactConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
