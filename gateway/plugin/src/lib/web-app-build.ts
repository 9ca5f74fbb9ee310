import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayEnv } from '../config/gateway-env';

/** The built web app's index.html: the file every page path is answered with. */
export function webAppIndex(): string {
  return join(gatewayEnv().WEB_DIST_DIR, 'index.html');
}

/**
 * Whether the web app is built. The one test for it, so that `/readyz` and the web app's 503
 * cannot disagree about it.
 */
export function webAppBuilt(): boolean {
  return existsSync(webAppIndex());
}
