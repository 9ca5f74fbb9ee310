import 'reflect-metadata';
import { bootstrapService, loadConfig, runMain } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { springsConfigSchema } from './config/springs-config.schema';

runMain(async () => {
  const config = loadConfig(springsConfigSchema);
  // Other services ask for springs near a route over NATS request/reply.
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
    rpc: { url: config.NATS_URL, queue: 'springs' },
  });
});
