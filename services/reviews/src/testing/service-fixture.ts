import {
  eventually,
  publishNewSpring,
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
  useServiceUnderTest,
  withHelpers,
} from '@hotsprings/service-kit/testing';
import type { TestNatsServer } from '@hotsprings/service-kit/testing';
import { STREAMS } from '@hotsprings/contracts';
import { AppModule } from '../app.module';
import { reviewsConfigSchema } from '../config/reviews-config.schema';

/** The whole service with its own database and uploads folder; `db` reads what it keeps. */
export type TestApp = ServiceUnderTest;

const reviewsService = (
  nats?: TestNatsServer,
): ServiceUnderTestOptions<typeof reviewsConfigSchema> => ({
  name: 'reviews',
  configSchema: reviewsConfigSchema,
  module: (config) => AppModule.forRoot(config),
  nats,
  streams: [STREAMS.springs],
});

/** The whole service on the given (private) NATS server, with the SPRINGS stream. */
export function startTestApp(nats: TestNatsServer): Promise<TestApp> {
  return startServiceUnderTest(reviewsService(nats));
}

/** The headers the gateway sets for a signed-in user. */
export function as(userId: number, username = `user${userId}`): Record<string, string> {
  return { 'x-user-id': String(userId), 'x-username': username };
}

/** What a test file gets from `useReviewsService`, ready once its `before` hooks have run. */
export type ReviewsServiceFixture = TestApp & ReviewsHelpers;

interface ReviewsHelpers {
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
  const service = useServiceUnderTest(() => reviewsService());
  const helpers: ReviewsHelpers = {
    async addSpring(name) {
      const id = await publishNewSpring(service.nc, name);
      await helpers.springKept(id, 1);
      return id;
    },
    async springKept(id, version) {
      await eventually(
        async () => {
          const [row] = await service.db.query<{ version: string }>(
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
  return withHelpers(service, helpers);
}
