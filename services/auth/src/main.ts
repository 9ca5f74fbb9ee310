import 'reflect-metadata';
import { loadConfig, runMain, startService } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { authConfigSchema } from './config/auth-config.schema';

runMain(async () => {
  const config = loadConfig(authConfigSchema);
  await startService(config, AppModule.forRoot(config));
});
