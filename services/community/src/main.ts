import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig, runMain } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { communityConfigSchema, MAX_BODY_BYTES } from './config/community-config.schema';

runMain(async () => {
  const config = loadConfig(communityConfigSchema);
  if (!config.MONGODB_URL && config.DATABASE_URL) await ensureDatabase(config.DATABASE_URL);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
    bodyLimit: String(MAX_BODY_BYTES),
  });
});
