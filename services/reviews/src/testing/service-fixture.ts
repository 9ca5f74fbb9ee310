import { mkdtemp, rm } from 'node:fs/promises';
import { after, before } from 'node:test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  createServiceApp,
  createTestDatabase,
  Database,
  loadConfig,
  startTestNatsServer,
} from '@hotsprings/service-kit';
import type { TestNatsServer } from '@hotsprings/service-kit';
import { AppModule } from '../app.module';
import { reviewsConfigSchema } from '../config/reviews-config.schema';
import { startSpringsResponder } from './springs-responder';

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

/** What a test file gets from `useReviewsService`, ready once its `before` hooks have run. */
export interface ReviewsServiceFixture {
  readonly app: TestApp;
  /** The file's private NATS server (stop and start it to simulate an outage). */
  readonly nats: TestNatsServer;
  /** Stops the springs stand-in, so that the service's questions go unanswered. */
  stopSprings(): Promise<void>;
}

/**
 * Registers the hooks that start, before the file's tests, a private NATS server, a stand-in for
 * the springs service's side of `SPRINGS_RPC.getSpring` on it, and the whole service; and stop
 * them all after. `unknownSprings` are the spring ids the stand-in does not know.
 */
export function useReviewsService(unknownSprings: number[] = []): ReviewsServiceFixture {
  let app: TestApp | undefined;
  let nats: TestNatsServer | undefined;
  let stopSprings: (() => Promise<void>) | undefined;
  before(async () => {
    nats = await startTestNatsServer();
    stopSprings = await startSpringsResponder(nats.url, unknownSprings);
    app = await startTestApp(nats.url);
  });
  after(async () => {
    await app?.close();
    await stopSprings?.();
    await nats?.dispose();
  });
  return {
    get app() {
      if (!app) throw new Error('the reviews service starts in a before hook');
      return app;
    },
    get nats() {
      if (!nats) throw new Error('NATS starts in a before hook');
      return nats;
    },
    async stopSprings() {
      await stopSprings?.();
      stopSprings = undefined;
    },
  };
}
