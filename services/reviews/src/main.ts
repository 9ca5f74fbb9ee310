import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig, runMain } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { reviewsConfigSchema } from './config/reviews-config.schema';

runMain(async () => {
  const config = loadConfig(reviewsConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
  });
});
