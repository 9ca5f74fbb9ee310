import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import type { Policy } from '../express-gateway.types';
import { sendJsonError } from '../lib/json-error';
import { logger } from '../lib/logger';
import { requestState } from '../lib/request-state';
import { serviceAgent } from '../lib/service-agent';
import { mergeVary } from '../lib/vary';

interface ProxyAction {
  serviceEndpoint: string;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ETIMEDOUT',
]);

// Headers of one connection, not of the message (RFC 9110 7.6.1): each hop sets its own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = headers.connection?.split(',').map((name) => name.trim().toLowerCase()) ?? [];
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value;
  }
  return kept;
}

const HOST_PORT = /:(\d+)$/;

/** The request's headers for the service, with where it came from (X-Forwarded-*) added. */
function forwardedHeaders(req: Request): IncomingHttpHeaders {
  const headers = endToEnd(req.headers);
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  const from = {
    for: req.socket.remoteAddress ?? '',
    port: HOST_PORT.exec(req.headers.host ?? '')?.[1] ?? (encrypted ? '443' : '80'),
    proto: encrypted ? 'https' : 'http',
  };
  for (const [name, value] of Object.entries(from)) {
    const header = `x-forwarded-${name}`;
    const before = headers[header];
    headers[header] = before ? `${String(before)},${value}` : value;
  }
  headers['x-forwarded-host'] ??= req.headers.host ?? '';
  return headers;
}

/**
 * Forwards the request, path unchanged, to a serviceEndpoint of the gateway's configuration, on
 * the keep-alive connections of serviceAgent(). It replaces express-gateway's own proxy policy,
 * which answers a failure with a text 502 and can wait on a dead service forever: here a refused
 * connection answers 503 at once and a slow service 504 after the timeout, both as JSON. Bodies
 * are streamed (or the bytes body-format checked) and answers passed through untouched but for
 * their hop-by-hop headers (compression, ETag and 304 are the service's). Node's own client and
 * no proxy library: this is every API request's path, and a bare Node proxy is what it is
 * measured against (load-tests/).
 */
export const serviceProxyPolicy: Policy<ProxyAction> = {
  name: 'service-proxy',
  schema: {
    $id: 'https://hotsprings.dev/schemas/policies/service-proxy.json',
    type: 'object',
    properties: {
      serviceEndpoint: { type: 'string' },
      connectTimeoutMs: { type: 'integer', minimum: 1, default: 2_000 },
      responseTimeoutMs: { type: 'integer', minimum: 1, default: 10_000 },
    },
    required: ['serviceEndpoint'],
  },
  policy: (action, config) => {
    const url = config.gatewayConfig.serviceEndpoints?.[action.serviceEndpoint]?.url;
    if (!url)
      throw new Error(
        `serviceEndpoint "${action.serviceEndpoint}" has no url in gateway.config.yml`,
      );
    const { hostname, port } = new URL(url);
    const agent = serviceAgent();

    function fail(req: Request, res: Response, err: NodeJS.ErrnoException, slow: boolean): void {
      logger.warn(
        {
          reqId: requestState(req).requestId,
          upstream: action.serviceEndpoint,
          err: err.code ?? err.message,
          slow,
        },
        'service call failed',
      );
      if (slow) sendJsonError(res, 504, 'The service took too long to answer.');
      else
        sendJsonError(
          res,
          UNREACHABLE.has(err.code ?? '') ? 503 : 502,
          'Service unavailable.',
          'service_unavailable',
        );
    }

    function answer(res: Response, upstream: IncomingMessage): void {
      mergeVary(upstream, res);
      res.statusCode = upstream.statusCode ?? 502;
      if (upstream.statusMessage) res.statusMessage = upstream.statusMessage;
      for (const [name, value] of Object.entries(endToEnd(upstream.headers))) {
        res.setHeader(name, value!);
      }
      // A service that fails halfway through its answer: the caller must not wait for the rest.
      upstream.once('close', () => {
        if (!upstream.complete) res.destroy();
      });
      upstream.pipe(res);
    }

    return (req, res) => {
      const state = requestState(req);
      const upstream = httpRequest({
        host: hostname,
        port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      });
      state.upstream = upstream;
      let slow = false;
      upstream.once('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () =>
            upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })),
          action.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(timer));
        socket.once('close', () => clearTimeout(timer));
      });
      upstream.setTimeout(action.responseTimeoutMs, () => {
        slow = true;
        upstream.destroy();
      });
      upstream.once('response', (from) => answer(res, from));
      upstream.once('error', (err) => fail(req, res, err, slow));
      // The caller went away: the service's work on the request is of no use to anyone.
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      (state.body ?? req).pipe(upstream);
    };
  },
};
