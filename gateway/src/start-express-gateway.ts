import { createServer, type Server } from 'node:http';
import { configureHttpServer } from '@hotsprings/service-kit/core';
import type { GatewayEnv } from '../plugin/dist/config/gateway-env.schema';
import { gatewayApp } from '../plugin/dist/lib/gateway-app';
import { fixedSecurityHeaders } from '../plugin/dist/lib/security-headers';

interface ExpressGatewayMain {
  run(): Promise<unknown>;
}

// express-gateway has no types; when required as a library it exports a factory of its runner.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createGateway = require('express-gateway') as () => ExpressGatewayMain;

/**
 * Builds express-gateway's app from EG_CONFIG_DIR and serves it on PORT. gateway.config.yml has
 * no `http` section, so express-gateway itself listens nowhere: the server is ours, so that the
 * kit's settings apply before it listens (request and head timeouts, checked every second; the
 * head checks; requests Node refuses answered in JSON, with the security headers, as every
 * service does).
 */
export async function startExpressGateway(env: GatewayEnv): Promise<Server> {
  await createGateway().run();
  const server = createServer(gatewayApp());
  configureHttpServer(server, {
    timeouts: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    },
    errorHeaders: fixedSecurityHeaders(env),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
