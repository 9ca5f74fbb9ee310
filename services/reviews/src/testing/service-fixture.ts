import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  createServiceApp,
  createTestDatabase,
  Database,
  loadConfig,
  testNatsUrl,
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

/** The whole service on a free port, with its own database and uploads folder. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase('reviews');
  const uploadsDir = await mkdtemp(join(tmpdir(), 'reviews-uploads-'));
  const config = loadConfig(reviewsConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: testNatsUrl(),
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

/** Sends JSON (or raw text when `body` is a string) and returns status and parsed body. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on fields directly
): Promise<{ status: number; body: any }> {
  const raw = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? raw : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
