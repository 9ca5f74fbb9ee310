import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '@hotsprings/contracts';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { REQUEST_ID_HEADER, requestIdOf } from '../logging/logger.module';
import { metricsHandler, observeHttpRequest } from '../metrics/metrics';
import { openApiDocument } from '../openapi/openapi-document';
import { OPENAPI_PATH } from '../openapi/openapi-path';
import { configureHttpServer, requestHeadProblem } from './http-server';
import { inputProblem, requestTargetProblem } from './input-guard';
import { bodyLimitBytes, readJsonBodies } from './fastify-bodies';
import { JsonErrorFilter } from './json-error.filter';

/** What the Fastify application is built from: `ServiceOptions` less what only Express has. */
export interface FastifyAppOptions {
  bodyLimit?: string;
  rawBody?: boolean;
}

/**
 * The kit's service application on Fastify (`HTTP_PLATFORM=fastify`), with the answers of the
 * Express one (`createServiceApp`) on the shared pipeline: the head checks, the JSON body and its
 * refusals, the input guard, the one error shape, the request log and its id, the request
 * metrics, compression, `/metrics` and `/openapi.json`, raw bodies (`rawBody`) and compressed
 * request bodies (`readJsonBodies`); image forms and files are read and served by the images
 * module on either platform.
 */
export async function createFastifyServiceApp(
  module: Type<unknown> | DynamicModule,
  options: FastifyAppOptions = {},
): Promise<INestApplication> {
  const bodyLimit = bodyLimitBytes(options.bodyLimit ?? '100kb');
  const adapter = new FastifyAdapter({
    bodyLimit,
    // Node's own, which the Express services keep (Fastify's would be 72 s).
    keepAliveTimeout: 5_000,
    // Paths matched as Express matches them: a trailing slash or another case is the same route,
    // and a path parameter has no limit of its own (Fastify's would be 100 characters, past which
    // the route is not found): Node's limit of a request head holds it.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 16 * 1024 },
    // `configureHttpServer` answers what Node's parser refuses, as for Express.
    clientErrorHandler: () => undefined,
    // The request id pino-http logs is the one Fastify gives the request (its middleware finds
    // it already set), so it is made by the same rule; the hook below sends it back.
    genReqId: requestIdOf,
    // A path Fastify's router cannot decode: the input guard's answer, as on Express.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const problem =
        requestTargetProblem(request.raw.url ?? '') ??
        errorAnswer(400, 'Malformed request.', 'malformed_request');
      void reply.code(400).send(problem);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(module, adapter, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  readJsonBodies(fastify, { bodyLimit, rawBody: options.rawBody ?? false });
  // Before the body is read: a body whose length the head does not tell is never read.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    const problem = requestHeadProblem(request.raw);
    if (!problem) return done();
    void reply
      .code(problem.status)
      .header('connection', 'close')
      .send(errorAnswer(problem.status, problem.error, problem.code));
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    observeHttpRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  // Once the body is parsed, before any route runs.
  fastify.addHook('preValidation', (request, reply, done) => {
    const problem = inputProblem(request.raw.url ?? '', request.body);
    if (!problem) return done();
    void reply.code(400).send(problem);
  });
  app.use(compression());
  app.use('/metrics', metricsHandler);
  // Middleware rather than a route, as on Express: its metrics label stays `unmatched`.
  let document: string | undefined;
  app.use(OPENAPI_PATH, (_req: IncomingMessage, res: ServerResponse) => {
    document ??= JSON.stringify(openApiDocument(app));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(document);
  });
  app.useGlobalFilters(new JsonErrorFilter());
  configureHttpServer(app.getHttpServer());
  app.enableShutdownHooks();
  return app;
}
