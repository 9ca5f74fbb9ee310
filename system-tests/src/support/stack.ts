import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Database } from '@hotsprings/service-kit';
import {
  createTestDatabase,
  eventually,
  startTestNatsServer,
  TestNatsServer,
} from '@hotsprings/service-kit/testing';
import { serviceProcess, ServiceProcess } from './service-process';
import { createSpringsDatabase } from './springs-database';

const ROOT = resolve(__dirname, '..', '..', '..');
const SPRINGS_DIST = join(ROOT, 'services', 'springs', 'dist');
const REVIEWS_DIST = join(ROOT, 'services', 'reviews', 'dist');

/**
 * The reviews and springs services as separate processes, each with its own fresh database,
 * on a private NATS server that a test may stop; the springs are the imported NOAA list, which
 * the reviews service has learnt from the springs service's events before any test writes.
 */
export interface Stack {
  nats: TestNatsServer;
  springs: ServiceProcess;
  reviews: ServiceProcess;
  springsDatabaseUrl: string;
  reviewsDatabaseUrl: string;
  /** Ids of real springs, one per scenario. */
  springIds: number[];
  dispose(): Promise<void>;
}

export interface StackOptions {
  /**
   * The address the reviews service is given for NATS, from the server's own (a proxy in front
   * of it, say); the server's own by default.
   */
  reviewsNatsUrl?: (natsUrl: string) => Promise<string>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const nats = await startTestNatsServer();
  const springsDb = await createSpringsDatabase();
  const reviewsDb = await createTestDatabase('system_reviews');
  const uploadsDir = await mkdtemp(join(tmpdir(), 'system-uploads-'));
  const common = { NATS_URL: nats.url, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  const springs = await serviceProcess(join(SPRINGS_DIST, 'main.js'), {
    ...common,
    DATABASE_URL: springsDb.url,
  });
  const reviews = await serviceProcess(join(REVIEWS_DIST, 'main.js'), {
    ...common,
    NATS_URL: (await options.reviewsNatsUrl?.(nats.url)) ?? nats.url,
    DATABASE_URL: reviewsDb.url,
    UPLOADS_DIR: uploadsDir,
  });
  const dispose = async () => {
    await Promise.all([springs.stop(), reviews.stop()]);
    await nats.dispose();
    await Promise.all([springsDb.drop(), reviewsDb.drop()]);
    await rm(uploadsDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([springs.start(), reviews.start()]);
    await untilEverySpringKept('reviews', reviewsDb.url, springsDb.url);
    const popular = await fetch(`${springs.url}/api/springs/popular`);
    const springIds = ((await popular.json()) as { id: number }[]).map((s) => s.id);
    return {
      nats,
      springs,
      reviews,
      springsDatabaseUrl: springsDb.url,
      reviewsDatabaseUrl: reviewsDb.url,
      springIds,
      dispose,
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/**
 * Waits until `service` (its database at `keeperUrl`) keeps every spring the springs service
 * (its database at `springsUrl`) announced.
 */
export async function untilEverySpringKept(
  service: string,
  keeperUrl: string,
  springsUrl: string,
): Promise<void> {
  const [springsDb, keeperDb] = [new Database(springsUrl, 1), new Database(keeperUrl, 1)];
  const count = async (db: Database) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM springs'))[0]?.n;
  try {
    const announced = await count(springsDb);
    await eventually(
      async () => {
        const kept = await count(keeperDb);
        if (kept !== announced)
          throw new Error(`the ${service} service keeps ${kept} of ${announced} springs`);
      },
      60_000,
      200,
    );
  } finally {
    await Promise.all([springsDb.close(), keeperDb.close()]);
  }
}
