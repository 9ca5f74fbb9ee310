import 'reflect-metadata';
import { loadConfig, runMain, startService } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { contactConfigSchema } from './config/contact-config.schema';

runMain(async () => {
  const config = loadConfig(contactConfigSchema);
  await startService(config, AppModule.forRoot(config));
});
