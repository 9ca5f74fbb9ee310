import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { plannerConfigSchema } from './config/planner-config.schema';

async function main(): Promise<void> {
  const config = loadConfig(plannerConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
