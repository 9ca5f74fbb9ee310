import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { NatsConnection } from 'nats';
import type { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { Database } from '../database/database';
import { createServiceApp, type ServiceOptions } from '../http/bootstrap';
import { httpPlatformSetting } from '../http/http-platform';
import { connectNats } from '../nats/nats-connection';
import { ensureStream } from '../nats/streams';
import { createTestDatabase } from './database-fixture';
import { createDatabaseFromTemplate, type DatabaseTemplate } from './database-template';
import { startTestNatsServer, type TestNatsServer } from './nats-server';

export interface ServiceUnderTestOptions<S extends z.ZodType> {
  /** The service's name: its test database's prefix and its NATS connection's name. */
  name: string;
  configSchema: S;
  /** The service's root module for a configuration (its `AppModule.forRoot`). */
  module: (config: z.infer<S>) => DynamicModule;
  /**
   * Settings besides the port, the log level, the database and NATS. A function is read once
   * those two are ready, just before the service is configured, so that it may name what the
   * test file's own `before` hooks start meanwhile (a local SMTP server).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  http?: Omit<ServiceOptions, 'port'>;
  /** The NATS server to run on, which the caller disposes; a private one otherwise. */
  nats?: TestNatsServer;
  /** Streams that other services would create, ready before the service starts. */
  streams?: ReadonlyArray<{ name: string; subjects: readonly string[] }>;
  /** A database to start on again, which its creator drops; a fresh one otherwise. */
  databaseUrl?: string;
  /** The queue group of its NATS request/reply handlers, when it answers any (`ServiceOptions.rpc`). */
  rpcQueue?: string;
  /** What the service's tests need in its database: it starts on a fresh copy of the template. */
  template?: DatabaseTemplate;
}

export interface ServiceUnderTest {
  /** Its address while it runs; `start` after `stop` gives it a new port. */
  url: string;
  app: INestApplication;
  /** A small pool on the service's database, for tests to read what it keeps. */
  db: Database;
  databaseUrl: string;
  nats: TestNatsServer;
  /** The test's own connection to NATS, to publish what other services would. */
  nc: NatsConnection;
  /** Its UPLOADS_DIR, a folder of its own (services without images ignore it). */
  uploadsDir: string;
  /** Stops the service, keeping its database and NATS, as in downtime. */
  stop(): Promise<void>;
  /** Starts it again on the same database and NATS. */
  start(): Promise<void>;
  /** Stops it and removes what it started with it. */
  close(): Promise<void>;
}

/**
 * The whole service on a free port of 127.0.0.1, as `main.ts` would start it but with a
 * database of its own on the real PostgreSQL, an uploads folder of its own and, unless given
 * one, a private NATS server: its events, durables and request subjects never meet a running
 * stack's.
 */
export async function startServiceUnderTest<S extends z.ZodType>(
  options: ServiceUnderTestOptions<S>,
): Promise<ServiceUnderTest> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : options.template
      ? await createDatabaseFromTemplate(options.template, options.name)
      : await createTestDatabase(options.name);
  const nats = options.nats ?? (await startTestNatsServer());
  const nc = await connectNats(nats.url, `${options.name}-test`);
  for (const stream of options.streams ?? [])
    await ensureStream(await nc.jetstreamManager(), stream);
  const uploadsDir = await mkdtemp(join(tmpdir(), `${options.name}-uploads-`));
  const config = loadConfig(options.configSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NATS_URL: nats.url,
    UPLOADS_DIR: uploadsDir,
    ...(typeof options.env === 'function' ? options.env() : options.env),
  });
  let running: INestApplication | undefined;
  const service: ServiceUnderTest = {
    url: '',
    get app() {
      if (!running) throw new Error(`the ${options.name} service is stopped`);
      return running;
    },
    db: new Database(database.url, 2),
    databaseUrl: database.url,
    nats,
    nc,
    uploadsDir,
    async start() {
      const app = await createServiceApp(options.module(config), {
        // The platform main.ts would run it on (HTTP_PLATFORM), so that a suite runs on either.
        platform: httpPlatformSetting.parse(process.env.HTTP_PLATFORM),
        ...options.http,
        ...(options.rpcQueue && { rpc: { url: nats.url, queue: options.rpcQueue } }),
      });
      await app.listen(0, '127.0.0.1');
      running = app;
      service.url = await app.getUrl();
    },
    async stop() {
      const app = running;
      running = undefined;
      await app?.close();
    },
    async close() {
      await service.stop();
      await service.db.close();
      await database.drop();
      await rm(uploadsDir, { recursive: true, force: true });
      await nc.close();
      if (!options.nats) await nats.dispose();
    },
  };
  await service.start();
  return service;
}
