import 'reflect-metadata';
import { connectRpcServer, createServiceApp, loadConfig } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { springsConfigSchema } from './config/springs-config.schema';

async function main(): Promise<void> {
  const config = loadConfig(springsConfigSchema);
  const app = await createServiceApp(AppModule.forRoot(config));
  // Other services ask for springs near a route over NATS request/reply.
  connectRpcServer(app, { url: config.NATS_URL, queue: 'springs' });
  await app.startAllMicroservices();
  await app.listen(config.PORT);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
