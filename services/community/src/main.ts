import 'reflect-metadata';
import { loadConfig, runMain, startService } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { communityConfigSchema, MAX_BODY_BYTES } from './config/community-config.schema';

runMain(async () => {
  const config = loadConfig(communityConfigSchema);
  // On MongoDB the service has no PostgreSQL database to make.
  await startService(
    config.MONGODB_URL ? { ...config, DATABASE_URL: undefined } : config,
    AppModule.forRoot(config),
    {
      bodyLimit: String(MAX_BODY_BYTES),
    },
  );
});
