import { createServer, type Server } from 'node:http';
import { configureHttpServer } from '@hotsprings/service-kit/core';
import { gatewayConfig } from '../plugin/dist/config/gateway-config';
import type { GatewayEnv } from '../plugin/dist/config/gateway-env.schema';
import { gatewayApp } from '../plugin/dist/lib/gateway-app';
import { answerBeforeExpress } from '../plugin/dist/lib/public-answers/public-answers';
import { fixedSecurityHeaders } from '../plugin/dist/lib/security-headers';
import { cheaperRequestIds, dropGatewayLinesBelowLevel } from './express-gateway-patches';

interface ExpressGatewayMain {
  run(): Promise<unknown>;
}

/** express-gateway's configuration, as its config module keeps it once loaded. */
interface ExpressGatewayConfig {
  gatewayConfig: unknown;
  configTypes: { gateway: { validator(config: unknown): { isValid: boolean; error?: string } } };
}

// express-gateway has no types; when required as a library it exports a factory of its runner.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createGateway = require('express-gateway') as () => ExpressGatewayMain;

/**
 * Puts the configuration built from the service manifest in place of the file express-gateway
 * loaded from EG_CONFIG_DIR (config/gateway.config.yml, which only has to exist), checked against
 * express-gateway's own schema as the file would have been.
 */
function useGatewayConfig(env: GatewayEnv): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require('express-gateway/lib/config') as ExpressGatewayConfig;
  const built = gatewayConfig(env);
  const { isValid, error } = config.configTypes.gateway.validator(built);
  if (!isValid) throw new Error(`the gateway's configuration is not valid: ${error}`);
  config.gatewayConfig = built;
}

/**
 * Builds express-gateway's app and serves it on PORT. The configuration has no `http` section,
 * so express-gateway itself listens nowhere: the server is ours, so that the kit's settings apply
 * before it listens (request and head timeouts, checked every second; the head checks; requests
 * Node refuses answered in JSON, with the security headers, as every service does).
 */
export async function startExpressGateway(env: GatewayEnv): Promise<Server> {
  useGatewayConfig(env);
  cheaperRequestIds();
  dropGatewayLinesBelowLevel();
  await createGateway().run();
  const app = gatewayApp();
  // The public reads held in memory are answered before Express (lib/public-answers).
  const fromMemory = answerBeforeExpress();
  const server = createServer((req, res) => {
    if (!fromMemory(req, res)) app(req, res);
  });
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
