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

/** The web app's server build, which renders its pages (web/src/entry-server.tsx). */
export function webAppServerEntry(): string {
  return join(gatewayEnv().WEB_DIST_DIR, '.ssr', 'entry-server.cjs');
}

/** The browser build's manifest: the files of each module's chunk. */
export function webAppManifest(): string {
  return join(gatewayEnv().WEB_DIST_DIR, '.vite', 'manifest.json');
}
