import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import serveStatic from 'serve-static';
import type { Response } from 'express';
import type { Policy } from '../express-gateway.types';
import { gatewayEnv } from '../config/gateway-env';

// Vite names built assets with a content hash, so a URL's content never changes: cache for a year.
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function setCacheHeaders(res: Response, path: string, root: string): void {
  const relative = path.slice(root.length).split('\\').join('/');
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * Serves the built web app (WEB_DIST_DIR) for every path outside /api: its files, and index.html
 * for any other page path so that the app's router shows the page (or its own 404). index.html is
 * always revalidated, so a deploy is picked up at once.
 */
export const webAppPolicy: Policy = {
  name: 'web-app',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/web-app.json', type: 'object' },
  policy: () => {
    const root = gatewayEnv().WEB_DIST_DIR;
    const indexHtml = join(root, 'index.html');
    const files = serveStatic(root, {
      index: false,
      redirect: false,
      setHeaders: (res, path) => setCacheHeaders(res as Response, path, root),
    });
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        res.status(405).type('text/plain').send('Method not allowed.');
        return;
      }
      if (!existsSync(indexHtml)) {
        res
          .status(503)
          .type('text/plain')
          .send(`The web app is not built (no ${indexHtml}). Run: npm run build\n`);
        return;
      }
      files(req, res, () => {
        // A missing file (a stale asset link) is a 404; only page paths get the app.
        if (extname(req.path) !== '') {
          res.status(404).type('text/plain').send('Not found.');
          return;
        }
        res.sendFile(
          indexHtml,
          { headers: { 'Cache-Control': 'no-cache' } },
          (err) => err && next(err),
        );
      });
    };
  },
};
