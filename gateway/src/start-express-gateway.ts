import type { Server } from 'node:http';

interface ExpressGatewayMain {
  run(): Promise<[{ app: Server }, unknown]>;
}

// express-gateway has no types; when required as a library it exports a factory of its runner.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createGateway = require('express-gateway') as () => ExpressGatewayMain;

/** Starts express-gateway with the configuration in EG_CONFIG_DIR; resolves with its HTTP server. */
export async function startExpressGateway(): Promise<Server> {
  const [gateway] = await createGateway().run();
  return gateway.app;
}
