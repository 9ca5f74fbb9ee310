import { dirname, join } from 'node:path';
import type { Request } from 'express';
import type { GatewayConfig, Policy } from '../express-gateway.types';
import { apiDocumentSource } from '../lib/api-document-source';
import { gatewayRoutes } from '../lib/gateway-routes';
import { sendJsonError } from '../lib/json-error';

const OWN_FILES = join(__dirname, '..', '..', '..', 'api-docs');
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/package.json'));

// Every file the page loads, by path: our page and initializer, and Swagger UI's own files.
const FILES: Record<string, string> = {
  '/api/docs': join(OWN_FILES, 'index.html'),
  '/api/docs/swagger-initializer.js': join(OWN_FILES, 'swagger-initializer.js'),
  '/api/docs/swagger-ui.css': join(SWAGGER_UI, 'swagger-ui.css'),
  '/api/docs/swagger-ui-bundle.js': join(SWAGGER_UI, 'swagger-ui-bundle.js'),
  '/api/docs/favicon-32x32.png': join(SWAGGER_UI, 'favicon-32x32.png'),
};

// Paths match as routes do: any case, with or without a trailing slash.
const normalized = (req: Request) => req.path.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * `GET /api/openapi.json`: the API description, merged from the services' (see
 * lib/api-document.ts). `GET /api/docs`: Swagger UI on it, served from this gateway's own files.
 */
export const apiDocsPolicy: Policy = {
  name: 'api-docs',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/api-docs.json', type: 'object' },
  policy: (_action, config: GatewayConfig) => {
    const document = apiDocumentSource(gatewayRoutes(config.gatewayConfig));
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendJsonError(res, 405, 'Method not allowed.');
      }
      const path = normalized(req);
      if (path === '/api/openapi.json') {
        document().then((body) => res.set('Cache-Control', 'no-cache').json(body), next);
        return;
      }
      const file = FILES[path];
      if (!file) return sendJsonError(res, 404, 'Not found.');
      res.sendFile(file, { maxAge: '1h' }, (err) => {
        if (err) next(err);
      });
    };
  },
};
