import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** The gateway's request id when it sent one, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const fromGateway = req.headers[REQUEST_ID_HEADER];
  return typeof fromGateway === 'string' && fromGateway ? fromGateway : randomUUID();
}

/**
 * JSON logs, one line per request, carrying the gateway's request id so that one request can be
 * followed across the gateway and every service it touches.
 */
export function serviceLoggerModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { service },
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
      // The serializers read Node's request and response themselves: wrapped (pino-http's
      // default), each request would first be copied whole, headers and all, by
      // pino-std-serializers, for the three fields kept. The fields are what that copy gives.
      wrapSerializers: false,
      serializers: {
        req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
          id: req.id,
          method: req.method,
          url: req.originalUrl || req.url,
        }),
        res: (res: { statusCode: number; headersSent: boolean }) => ({
          statusCode: res.headersSent ? res.statusCode : null,
        }),
      },
    },
  });
}
