import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  createServiceApp,
  createTestDatabase,
  Database,
  loadConfig,
} from '@hotsprings/service-kit';
import { AppModule } from '../app.module';
import { reviewsConfigSchema } from '../config/reviews-config.schema';

export interface TestApp {
  url: string;
  app: INestApplication;
  db: Database;
  uploadsDir: string;
  close: () => Promise<void>;
}

/**
 * The whole service on a free port, with its own database and uploads folder, on the given
 * (private) NATS server.
 */
export async function startTestApp(
  natsUrl: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase('reviews');
  const uploadsDir = await mkdtemp(join(tmpdir(), 'reviews-uploads-'));
  const config = loadConfig(reviewsConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: natsUrl,
    UPLOADS_DIR: uploadsDir,
    SPRINGS_RPC_TIMEOUT_MS: '1000',
    ...env,
  });
  const app = await createServiceApp(AppModule.forRoot(config));
  await app.listen(0, '127.0.0.1');
  const db = new Database(database.url, 2);
  return {
    url: await app.getUrl(),
    app,
    db,
    uploadsDir,
    close: async () => {
      await app.close();
      await db.close();
      await database.drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** The headers the gateway sets for a signed-in user. */
export function as(userId: number, username = `user${userId}`): Record<string, string> {
  return { 'x-user-id': String(userId), 'x-username': username };
}
