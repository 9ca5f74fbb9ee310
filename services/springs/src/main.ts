import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { springsConfigSchema } from './config/springs-config.schema';

async function main(): Promise<void> {
  const config = loadConfig(springsConfigSchema);
  await bootstrapService(AppModule.forRoot(config), { port: config.PORT });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
