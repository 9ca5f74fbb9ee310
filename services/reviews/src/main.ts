import 'reflect-metadata';
import { loadConfig, runMain, startService } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { reviewsConfigSchema } from './config/reviews-config.schema';

runMain(async () => {
  const config = loadConfig(reviewsConfigSchema);
  await startService(config, AppModule.forRoot(config));
});
