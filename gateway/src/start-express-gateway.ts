import type { Server } from 'node:http';
import { answerClientErrorsAsJson } from '@hotsprings/service-kit/dist/http/client-error.handler';

interface ExpressGatewayMain {
  run(): Promise<[{ app: Server }, unknown]>;
}

// express-gateway has no types; when required as a library it exports a factory of its runner.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createGateway = require('express-gateway') as () => ExpressGatewayMain;

/**
 * Starts express-gateway with the configuration in EG_CONFIG_DIR; resolves with its HTTP server,
 * which answers the requests Node itself refuses (a head too large, a malformed request line) in
 * the one error shape, as every service does, instead of an empty answer.
 */
export async function startExpressGateway(): Promise<Server> {
  const [gateway] = await createGateway().run();
  answerClientErrorsAsJson(gateway.app);
  return gateway.app;
}
