import type { Application } from 'express';

let built: Application | undefined;

/** Keeps the Express app express-gateway builds (every route and pipeline), handed to our plugin. */
export function keepGatewayApp(app: Application): void {
  built = app;
}

/** That app, which the gateway's own HTTP server serves (src/start-express-gateway.ts). */
export function gatewayApp(): Application {
  if (!built) throw new Error('express-gateway did not build its app: is the plugin loaded?');
  return built;
}
