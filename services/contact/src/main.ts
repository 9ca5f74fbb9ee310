import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig, runMain } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { contactConfigSchema } from './config/contact-config.schema';

runMain(async () => {
  const config = loadConfig(contactConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
  });
});
