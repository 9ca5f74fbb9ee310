import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { httpMetricsMiddleware, metricsHandler } from '../metrics/metrics';
import { openApiHandler } from '../openapi/openapi-document';
import { OPENAPI_PATH } from '../openapi/openapi-path';
import { connectRpcServer } from '../rpc/rpc-server';
import { ensureDatabase } from '../database/ensure-database';
import { DEFAULT_HTTP_PLATFORM, type HttpPlatform } from './http-platform';
import { configureHttpServer, requestHeadGuard } from './http-server';
import { inputGuard } from './input-guard';
import { JsonErrorFilter, malformedJsonHandler } from './json-error.filter';

export interface ServiceOptions {
  port: number;
  /** JSON body limit; the gateway enforces its own limit first. */
  bodyLimit?: string;
  /** Keeps each JSON body's bytes as `req.rawBody` too, for routes that verify a signature. */
  rawBody?: boolean;
  /**
   * Answers NATS request/reply too (`@MessagePattern` handlers; see `connectRpcServer`), on the
   * given server, in the queue group its replicas share.
   */
  rpc?: { url: string; queue: string };
  /** Fastify unless `express` (`HTTP_PLATFORM`; see `createFastifyServiceApp`). */
  platform?: HttpPlatform;
}

/**
 * Creates a service's HTTP application with what every service shares: JSON logs, the one error
 * shape (also for requests Node itself refuses), Node's server settings (`configureHttpServer`:
 * request timeouts, head checks), the input guard (no control character or
 * malformed encoding gets past it), Prometheus `/metrics`, the service's API description at
 * `/openapi.json` (which the gateway merges), compression and graceful shutdown; and, with
 * `rpc`, NATS request/reply handlers, started before the app listens.
 * `main.ts` only calls this.
 */
export async function createServiceApp(
  module: Type<unknown> | DynamicModule,
  options: Omit<ServiceOptions, 'port'> = {},
): Promise<INestApplication> {
  // Loaded only when asked for: a service on Express never loads Fastify.
  const app =
    (options.platform ?? DEFAULT_HTTP_PLATFORM) === 'fastify'
      ? await (await import('./fastify-app')).createFastifyServiceApp(module, options)
      : await createExpressServiceApp(module, options);
  if (options.rpc) {
    connectRpcServer(app, options.rpc);
    await app.startAllMicroservices();
  }
  return app;
}

async function createExpressServiceApp(
  module: Type<unknown> | DynamicModule,
  options: Omit<ServiceOptions, 'port'>,
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bufferLogs: true,
    bodyParser: false,
    rawBody: options.rawBody ?? false,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('etag', false); // services set their own ETags where a response is cacheable
  // Before the body parser: a body whose length the head does not tell is never read.
  app.use(requestHeadGuard);
  app.useBodyParser('json', { limit: options.bodyLimit ?? '100kb' });
  app.use(malformedJsonHandler);
  app.use(httpMetricsMiddleware);
  app.use(compression());
  app.use(inputGuard);
  app.use('/metrics', metricsHandler);
  app.use(OPENAPI_PATH, openApiHandler(app));
  app.useGlobalFilters(new JsonErrorFilter());
  configureHttpServer(app.getHttpServer());
  app.enableShutdownHooks();
  return app;
}

/**
 * A service's start from its settings: its database made when missing (DATABASE_URL; none for a
 * service whose data is kept elsewhere), then `module` served on PORT with HTTP_PLATFORM.
 */
export async function startService(
  config: { PORT: number; HTTP_PLATFORM: HttpPlatform; DATABASE_URL?: string },
  module: Type<unknown> | DynamicModule,
  options: Omit<ServiceOptions, 'port' | 'platform'> = {},
): Promise<INestApplication> {
  if (config.DATABASE_URL) await ensureDatabase(config.DATABASE_URL);
  return bootstrapService(module, {
    ...options,
    port: config.PORT,
    platform: config.HTTP_PLATFORM,
  });
}

/** Creates the application and listens; the process exits when it cannot start. */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: ServiceOptions,
): Promise<INestApplication> {
  const app = await createServiceApp(module, options);
  await app.listen(options.port);
  return app;
}
