import assert from 'node:assert/strict';
import { STREAMS } from '@hotsprings/contracts';
import {
  eventually,
  httpCall,
  type HttpCallResult,
  publishNewSpring,
  type ServiceUnderTest,
  type ServiceUnderTestOptions,
  startServiceUnderTest,
  type TestNatsServer,
  useServiceUnderTest,
  withHelpers,
} from '@hotsprings/service-kit/testing';
import { AppModule } from '../app.module';
import { COMMENT_COUNTS_DURABLE } from '../counts/comment-counts.consumer';
import { communityConfigSchema, MAX_BODY_BYTES } from '../config/community-config.schema';
import { CommunityStore } from '../store/community-store';

/** The whole service with its own database and uploads folder. */
export type TestApp = ServiceUnderTest;

const communityService = (
  env: Record<string, string>,
  nats?: TestNatsServer,
): ServiceUnderTestOptions<typeof communityConfigSchema> => ({
  name: 'community',
  configSchema: communityConfigSchema,
  module: (config) => AppModule.forRoot(config),
  env,
  http: { bodyLimit: String(MAX_BODY_BYTES) },
  nats,
  streams: [STREAMS.springs],
});

/** The whole service on the given (private) NATS server, with the SPRINGS stream. */
export function startTestApp(nats: TestNatsServer): Promise<TestApp> {
  return startServiceUnderTest(communityService({}, nats));
}

/** The store the running service writes through, to read what it keeps. */
export const storeOf = (service: TestApp): CommunityStore => service.app.get(CommunityStore);

/** The headers the gateway sets for a signed-in user. */
export function as(userId: number, username = `user${userId}`): Record<string, string> {
  return { 'x-user-id': String(userId), 'x-username': username };
}

/** What a test file gets from `useCommunityService`, ready once its `before` hooks have run. */
export type CommunityServiceFixture = TestApp & CommunityHelpers;

interface CommunityHelpers {
  /** Calls the forum's API: `path` is under /api/community. */
  api(
    method: string,
    path: string,
    options?: Parameters<typeof httpCall>[3],
  ): Promise<HttpCallResult>;
  /** Another member's edit (sending `body`) and deletion of the `noun` at `path` are refused. */
  othersCannotChange(userId: number, path: string, noun: string, body: unknown): Promise<void>;
  /** Announces a spring as the springs service does and waits until the service keeps it. */
  addSpring(name?: string): Promise<number>;
  /** A new post by this user; resolves with its JSON. */
  post(
    userId: number,
    fields?: Record<string, unknown>,
  ): Promise<{ id: string } & Record<string, unknown>>;
  /** A comment (a reply when `parent` is given); resolves with its JSON. */
  comment(
    userId: number,
    postId: string,
    parent?: string | null,
  ): Promise<{ id: string } & Record<string, unknown>>;
  /**
   * Waits until every comment event is published and counted (the stream stays put and the
   * durable has delivered and seen acknowledged all of it), then checks the post's comment_count.
   */
  countSettles(postId: string, expected: number): Promise<void>;
}

/**
 * Registers the hooks that start, before the file's tests, a private NATS server with the
 * SPRINGS stream and the whole service on it; and stop them all after.
 */
export function useCommunityService(env: Record<string, string> = {}): CommunityServiceFixture {
  const service = useServiceUnderTest(() => communityService(env));
  const api: CommunityHelpers['api'] = (method, path, options = {}) =>
    httpCall(service.url, method, `/api/community${path}`, options);
  return withHelpers(service, {
    api,
    async othersCannotChange(userId, path, noun, body) {
      for (const [method, action, sent] of [
        ['PUT', 'edit', body],
        ['DELETE', 'delete', undefined],
      ] as const) {
        const res = await api(method, path, { headers: as(userId), body: sent });
        assert.deepEqual(
          [res.status, res.body],
          [403, { error: `You can only ${action} your own ${noun}s.`, code: 'forbidden' }],
        );
      }
    },
    async addSpring(name) {
      const id = await publishNewSpring(service.nc, name);
      await eventually(async () => {
        if (!(await storeOf(service).springs.nameOf(id)))
          throw new Error(`spring ${id} not kept yet`);
      });
      return id;
    },
    async post(userId, fields = {}) {
      const res = await httpCall(service.url, 'POST', '/api/community/posts', {
        headers: as(userId),
        body: { title: 'A soak at dawn', content: 'Steam over the river.', ...fields },
      });
      if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async comment(userId, postId, parent = null) {
      const res = await httpCall(service.url, 'POST', `/api/community/posts/${postId}/comments`, {
        headers: as(userId),
        body: { content: `Said by ${userId}`, parentCommentId: parent },
      });
      if (res.status !== 201) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async countSettles(postId, expected) {
      const jsm = await service.nc.jetstreamManager();
      let lastSeq = -1;
      await eventually(
        async () => {
          const stream = await jsm.streams.info(STREAMS.community.name);
          const durable = await jsm.consumers.info(STREAMS.community.name, COMMENT_COUNTS_DURABLE);
          const seq = stream.state.last_seq;
          const settled =
            seq === lastSeq &&
            durable.delivered.stream_seq >= seq &&
            durable.num_pending === 0 &&
            durable.num_ack_pending === 0;
          lastSeq = seq;
          if (!settled) throw new Error(`events not all counted (stream at ${seq})`);
        },
        30_000,
        400,
      );
      const post = await storeOf(service).posts.find(postId, null);
      assert.equal(post?.commentCount, expected, `comment_count of post ${postId}`);
    },
  } satisfies CommunityHelpers);
}
