import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import serveStatic from 'serve-static';
import type { Request, Response } from 'express';
import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';
import { sendJsonError } from '../lib/json-error';
import { logger } from '../lib/logger';
import { preferredCoding } from '../lib/content-coding';
import { appPage, type AppPage } from '../lib/page-head';
import { precompressedCopy } from '../lib/precompressed';
import { pageContentSecurityPolicy } from '../lib/security-headers';
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

const brotli = promisify(brotliCompress);
const compressions: Record<string, (html: string) => Promise<Buffer>> = {
  // A page of a few kilobytes: a middle level compresses it in well under a millisecond.
  br: (html) => brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: promisify(gzip),
};

/**
 * A page, which differs by path (its head), compressed as it is sent in the coding the browser
 * prefers, under a policy that lets its inline styles apply. Express adds its ETag (one per
 * coding) and answers 304 to a browser that holds it.
 */
async function sendPage(req: Request, res: Response, { status, html, styleHashes }: AppPage) {
  const coding = preferredCoding(req.headers['accept-encoding']);
  const compress = compressions[coding];
  res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
  if (styleHashes.length)
    res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(gatewayEnv(), styleHashes));
  res.vary('Accept-Encoding');
  if (!compress) return void res.send(html);
  res.setHeader('Content-Encoding', coding);
  res.send(await compress(html));
}

/**
 * Serves the built web app (WEB_DIST_DIR) for every path outside /api: its files, and for any
 * path without an extension index.html with that page's own head and, for a public page, the page
 * itself rendered by the app's server build (page-head.ts), so that it shows at once, the app
 * hydrates it, and crawlers and link previews read it without running any script. A path that is
 * no page of the app, and the page of a spring or a post that does not exist, answer 404 (the app
 * shows its not-found page, under its title), so crawlers drop them. Files
 * go out as the build's brotli or gzip copy when the browser accepts one (Content-Encoding, and
 * Vary: Accept-Encoding whenever a copy exists). Hashed assets are cached for a year; pages and
 * other files are always revalidated (no-cache, with their ETag), so a deploy is picked up at once.
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
      // A path without an extension is a page of the app; one with an extension is a file.
      if (extname(req.path) === '') {
        return sendPage(req, res, await appPage(req.path, req.originalUrl));
      }
      const { path } = req;
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
