import 'reflect-metadata';
import { bootstrapService, ensureDatabase, loadConfig } from '@hotsprings/service-kit';
import { AppModule } from './app.module';
import { PLANNER_BODY_LIMIT, plannerConfigSchema } from './config/planner-config.schema';

async function main(): Promise<void> {
  const config = loadConfig(plannerConfigSchema);
  await ensureDatabase(config.DATABASE_URL);
  await bootstrapService(AppModule.forRoot(config), {
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
    bodyLimit: PLANNER_BODY_LIMIT,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
