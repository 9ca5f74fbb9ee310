import httpProxy from 'http-proxy';
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
const timedOut = new WeakSet<Request>();

/**
 * Forwards the request, path unchanged, to a serviceEndpoint of gateway.config.yml. It replaces
 * express-gateway's own proxy policy, which answers a failure with a text 502 and can wait on a
 * dead service forever: here a refused connection answers 503 at once and a slow service 504
 * after the timeout, both as JSON. Bodies are streamed and responses passed through untouched
 * (compression, ETag and 304 are the service's).
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
    const proxy = httpProxy.createProxyServer({
      target: url,
      xfwd: true,
      agent: serviceAgent(),
    });

    proxy.on('proxyReq', (proxyReq, req) => {
      requestState(req as Request).upstream = proxyReq;
      proxyReq.once('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () =>
            proxyReq.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })),
          action.connectTimeoutMs,
        );
        socket.once('connect', () => clearTimeout(timer));
        socket.once('close', () => clearTimeout(timer));
      });
      proxyReq.setTimeout(action.responseTimeoutMs, () => {
        timedOut.add(req as Request);
        proxyReq.destroy();
      });
    });

    proxy.on('proxyRes', (proxyRes, _req, res) => mergeVary(proxyRes, res));

    proxy.on('error', (err: NodeJS.ErrnoException, req, res) => {
      const request = req as Request;
      const response = res as Response;
      const slow = timedOut.has(request);
      logger.warn(
        {
          reqId: requestState(request).requestId,
          upstream: action.serviceEndpoint,
          err: err.code ?? err.message,
          slow,
        },
        'service call failed',
      );
      if (slow) sendJsonError(response, 504, 'The service took too long to answer.');
      else
        sendJsonError(
          response,
          UNREACHABLE.has(err.code ?? '') ? 503 : 502,
          'Service unavailable.',
          'service_unavailable',
        );
    });

    return (req, res) => {
      proxy.web(req, res, { buffer: requestState(req).body });
    };
  },
};
