import { mkdtemp, rm } from 'node:fs/promises';
import { after, before } from 'node:test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import {
  connectNats,
  createServiceApp,
  createTestDatabase,
  Database,
  ensureStream,
  eventually,
  loadConfig,
  startTestNatsServer,
} from '@hotsprings/service-kit';
import type { TestNatsServer } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { AppModule } from '../app.module';
import { reviewsConfigSchema } from '../config/reviews-config.schema';
import { publishSpringEvent, uniqueSpringId } from './spring-events';

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
  /** The test's own connection to it, for publishing what other services would. */
  readonly nc: NatsConnection;
  /**
   * Announces a new spring as the springs service does (a created event on the SPRINGS stream)
   * and waits until the service keeps it; resolves with its id.
   */
  addSpring(name?: string): Promise<number>;
  /** Waits until the service keeps the spring at this version (or a newer one). */
  springKept(id: number, version: number): Promise<void>;
}

/**
 * Registers the hooks that start, before the file's tests, a private NATS server with the
 * SPRINGS stream and the whole service on it; and stop them all after.
 */
export function useReviewsService(): ReviewsServiceFixture {
  let app: TestApp | undefined;
  let nats: TestNatsServer | undefined;
  let nc: NatsConnection | undefined;
  before(async () => {
    nats = await startTestNatsServer();
    nc = await connectNats(nats.url, 'reviews-test');
    await ensureStream(await nc.jetstreamManager(), STREAMS.springs);
    app = await startTestApp(nats.url);
  });
  after(async () => {
    await app?.close();
    await nc?.close();
    await nats?.dispose();
  });
  const fixture: ReviewsServiceFixture = {
    get app() {
      if (!app) throw new Error('the reviews service starts in a before hook');
      return app;
    },
    get nats() {
      if (!nats) throw new Error('NATS starts in a before hook');
      return nats;
    },
    get nc() {
      if (!nc) throw new Error('NATS starts in a before hook');
      return nc;
    },
    async addSpring(name) {
      const id = uniqueSpringId();
      await publishSpringEvent(fixture.nc, 'created', {
        id,
        name: name ?? `Spring ${id}`,
        version: 1,
      });
      await fixture.springKept(id, 1);
      return id;
    },
    async springKept(id, version) {
      await eventually(
        async () => {
          const [row] = await fixture.app.db.query<{ version: string }>(
            'SELECT version FROM springs WHERE id = $1',
            [id],
          );
          if (!row || Number(row.version) < version) throw new Error(`spring ${id} not kept yet`);
        },
        10_000,
        20,
      );
    },
  };
  return fixture;
}
