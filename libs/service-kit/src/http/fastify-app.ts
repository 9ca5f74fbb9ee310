import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequestException, DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer } from '@hotsprings/contracts';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { REQUEST_ID_HEADER, requestIdOf } from '../logging/logger.module';
import { metricsHandler, observeHttpRequest } from '../metrics/metrics';
import { openApiDocument } from '../openapi/openapi-document';
import { OPENAPI_PATH } from '../openapi/openapi-path';
import { configureHttpServer, requestHeadProblem } from './http-server';
import { inputProblem, requestTargetProblem } from './input-guard';
import { BODY_TOO_LARGE, codedError, JsonErrorFilter, MALFORMED_JSON } from './json-error.filter';

/** What the Fastify application is built from: `ServiceOptions` less what only Express has. */
export interface FastifyAppOptions {
  bodyLimit?: string;
  rawBody?: boolean;
}

// body-parser's notation ("100kb", "1mb", or bytes), which `ServiceOptions.bodyLimit` is written in.
const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2 };

function bodyLimitBytes(limit: string): number {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`bodyLimit ${limit} is not a size such as 100kb`);
  return Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? 1);
}

/**
 * The JSON body as Express's body parser reads it (the kit's Express pipeline): an empty body is
 * `{}`, only an object or an array at the top (body-parser's strict mode), `__proto__` kept as a
 * plain key for the input guard to refuse; any other content type is left unread, so that the
 * route's own validation answers it.
 */
function parseJsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    const body = (text as string).trim();
    if (body === '') return done(null, {});
    if (body[0] !== '{' && body[0] !== '[') return done(malformedJson(), undefined);
    try {
      done(null, JSON.parse(body));
    } catch {
      done(malformedJson(), undefined);
    }
  });
  fastify.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
}

const malformedJson = () => new BadRequestException(codedError('malformed_body', MALFORMED_JSON));

/**
 * The kit's service application on Fastify (`HTTP_PLATFORM=fastify`), with the answers of the
 * Express one (`createServiceApp`) on the shared pipeline: the head checks, the JSON body and its
 * refusals, the input guard, the one error shape, the request log and its id, the request
 * metrics, compression, `/metrics` and `/openapi.json`. Express's own extras are not here: file
 * uploads (multer), raw bodies and compressed request bodies, so a service that takes uploads
 * stays on Express.
 */
export async function createFastifyServiceApp(
  module: Type<unknown> | DynamicModule,
  options: FastifyAppOptions = {},
): Promise<INestApplication> {
  if (options.rawBody) throw new Error('rawBody needs the Express platform');
  const bodyLimit = bodyLimitBytes(options.bodyLimit ?? '100kb');
  const adapter = new FastifyAdapter({
    bodyLimit,
    // Node's own, which the Express services keep (Fastify's would be 72 s).
    keepAliveTimeout: 5_000,
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
  parseJsonBodies(fastify);
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
  // A JSON body its length says is too large is refused unread, with body-parser's answer.
  fastify.addHook('preParsing', (request, reply, _payload, done) => {
    const length = Number(request.headers['content-length']);
    if (!(length > bodyLimit) || request.headers['content-type'] === undefined) return done();
    if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'])) return done();
    void reply.code(413).send(errorAnswer(413, BODY_TOO_LARGE));
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
