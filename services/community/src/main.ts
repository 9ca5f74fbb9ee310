import 'reflect-metadata';
import { loadConfig, runMain, startService } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { communityConfigSchema, MAX_BODY_BYTES } from './config/community-config.schema';

runMain(async () => {
  const config = loadConfig(communityConfigSchema);
  await startService(config, AppModule.forRoot(config), { bodyLimit: String(MAX_BODY_BYTES) });
});
