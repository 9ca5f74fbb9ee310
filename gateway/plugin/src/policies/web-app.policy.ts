import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import serveStatic from 'serve-static';
import type { Response } from 'express';
import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';
import { sendJsonError } from '../lib/json-error';
import { logger } from '../lib/logger';
import { pageStatus } from '../lib/page-status';
import { precompressedCopy } from '../lib/precompressed';
import { tripPageHtml } from '../lib/trip-page-head';
import { webAppBuilt, webAppIndex } from '../lib/web-app-build';

// Vite names built assets with a content hash, so a URL's content never changes: cache for a year.
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** What the headers of the file about to be sent depend on: the path asked for and the copy chosen. */
interface ServedFile {
  path: string;
  hasCopies: boolean;
  coding?: string;
}
const served = new WeakMap<ServerResponse, ServedFile>();

// Called by serve-static once the file is found, so a 404 never carries a file's headers.
function setFileHeaders(res: ServerResponse): void {
  const file = served.get(res);
  if (!file) return;
  const response = res as Response;
  response.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(file.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (file.hasCopies) response.vary('Accept-Encoding');
  if (file.coding) {
    response.setHeader('Content-Encoding', file.coding);
    response.type(extname(file.path));
  }
}

/**
 * Serves the built web app (WEB_DIST_DIR) for every path outside /api: its files, and index.html
 * for any other page path so that the app's router shows the page (or its own 404). Text files
 * go out as the build's brotli or gzip copy when the browser accepts one (Content-Encoding, and
 * Vary: Accept-Encoding whenever a copy exists). Hashed assets are cached for a year; index.html
 * and other files are always revalidated (no-cache, with their ETag), so a deploy is picked up
 * at once. A published trip's page (/trips/{id}) gets index.html with the trip's own title,
 * description and link-preview tags in its head. The page of a spring or a post that does not
 * exist is index.html with status 404 (the app shows its not-found page), so crawlers drop it.
 */
export const webAppPolicy: Policy = {
  name: 'web-app',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/web-app.json', type: 'object' },
  policy: () => {
    const root = gatewayEnv().WEB_DIST_DIR;
    const files = serveStatic(root, {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: setFileHeaders,
    });
    return async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendJsonError(res, 405, 'Method not allowed.');
      }
      if (!webAppBuilt()) {
        // Where it was looked for is for the operator's eyes only.
        logger.warn({ indexHtml: webAppIndex() }, 'the web app is not built: run npm run build');
        return sendJsonError(res, 503, 'The web app is not built.');
      }
      const tripPage = await tripPageHtml(req.path);
      if (tripPage !== undefined) {
        return void res
          .status(200)
          .type('html')
          .setHeader('Cache-Control', 'no-cache')
          .send(tripPage);
      }
      // A path without an extension is a page of the app; one with an extension is a file.
      const isPage = extname(req.path) === '';
      const path = isPage ? '/index.html' : req.path;
      // serve-static keeps the status set here (and never answers a 404 with a 304).
      if (isPage) res.status(await pageStatus(req.path));
      const { hasCopies, copy } = precompressedCopy(root, path, req.headers['accept-encoding']);
      served.set(res, { path, hasCopies, coding: copy?.coding });
      req.url = copy?.urlPath ?? path;
      files(req, res, (err?: unknown) => {
        if (err) {
          // A file that exists and cannot be read: in the one error shape, not Express's page.
          logger.error({ err, path }, 'web app file not served');
          return sendJsonError(res, 500, 'Internal server error.');
        }
        // A missing file (a stale asset link) is a 404, not the app.
        sendJsonError(res, 404, 'Not found.');
      });
    };
  },
};
