import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { INestApplication } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import {
  eventually,
  httpCall,
  publishNewSpring,
  startServiceUnderTest,
  startTestNatsServer,
} from '@hotsprings/service-kit/testing';
import type { TestNatsServer } from '@hotsprings/service-kit/testing';
import type { NatsConnection } from 'nats';
import { AppModule } from '../app.module';
import { COMMENT_COUNTS_DURABLE } from '../counts/comment-counts.consumer';
import { communityConfigSchema, MAX_BODY_BYTES } from '../config/community-config.schema';
import { CommunityStore } from '../store/community-store';

export interface TestApp {
  url: string;
  app: INestApplication;
  store: CommunityStore;
  /** The test's own connection to NATS. */
  nc: NatsConnection;
  uploadsDir: string;
  /** Stops the service, keeping its database (and NATS) for `restart`. */
  stop: () => Promise<void>;
  /** Starts it again on the same database, as after downtime. */
  restart: () => Promise<TestApp>;
  close: () => Promise<void>;
}

/**
 * The whole service on a free port, with its own database and uploads folder, on the given
 * (private) NATS server with the SPRINGS stream.
 */
export async function startTestApp(
  nats: TestNatsServer,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const service = await startServiceUnderTest({
    name: 'community',
    configSchema: communityConfigSchema,
    module: (config) => AppModule.forRoot(config),
    env,
    http: { bodyLimit: String(MAX_BODY_BYTES) },
    nats,
    streams: [STREAMS.springs],
  });
  const running = (): TestApp => ({
    url: service.url,
    app: service.app,
    store: service.app.get(CommunityStore),
    nc: service.nc,
    uploadsDir: service.uploadsDir,
    stop: () => service.stop(),
    restart: async () => {
      await service.stop();
      await service.start();
      return running();
    },
    close: () => service.close(),
  });
  return running();
}

/** The headers the gateway sets for a signed-in user. */
export function as(userId: number, username = `user${userId}`): Record<string, string> {
  return { 'x-user-id': String(userId), 'x-username': username };
}

/** What a test file gets from `useCommunityService`, ready once its `before` hooks have run. */
export interface CommunityServiceFixture {
  /** Replaced by a test that restarts the service. */
  app: TestApp;
  readonly nats: TestNatsServer;
  readonly nc: NatsConnection;
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
  let app: TestApp | undefined;
  let nats: TestNatsServer | undefined;
  before(async () => {
    nats = await startTestNatsServer();
    app = await startTestApp(nats, env);
  });
  after(async () => {
    await app?.close();
    await nats?.dispose();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} starts in a before hook`);
    return value;
  };
  const fixture: CommunityServiceFixture = {
    get app() {
      return ready(app, 'the community service');
    },
    set app(value: TestApp) {
      app = value;
    },
    get nats() {
      return ready(nats, 'NATS');
    },
    get nc() {
      return fixture.app.nc;
    },
    async addSpring(name) {
      const id = await publishNewSpring(fixture.nc, name);
      await eventually(async () => {
        if (!(await fixture.app.store.springs.nameOf(id)))
          throw new Error(`spring ${id} not kept yet`);
      });
      return id;
    },
    async post(userId, fields = {}) {
      const res = await httpCall(fixture.app.url, 'POST', '/api/community/posts', {
        headers: as(userId),
        body: { title: 'A soak at dawn', content: 'Steam over the river.', ...fields },
      });
      if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async comment(userId, postId, parent = null) {
      const res = await httpCall(
        fixture.app.url,
        'POST',
        `/api/community/posts/${postId}/comments`,
        {
          headers: as(userId),
          body: { content: `Said by ${userId}`, parentCommentId: parent },
        },
      );
      if (res.status !== 201) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async countSettles(postId, expected) {
      const jsm = await fixture.nc.jetstreamManager();
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
      const post = await fixture.app.store.posts.find(postId, null);
      assert.equal(post?.commentCount, expected, `comment_count of post ${postId}`);
    },
  };
  return fixture;
}
