import type { Policy } from '../express-gateway.types';
import { sendJsonError } from '../lib/json-error';
import { logger } from '../lib/logger';
import { robotsTxt } from '../lib/robots';
import { siteOrigin, siteUrls } from '../lib/site-urls';
import { sitemapFile } from '../lib/sitemap';

/** Crawlers fetch these rarely; a few minutes old is fresh enough and spares the services. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The files for crawlers, answered by the gateway itself: /robots.txt, and /sitemap.xml (with
 * /sitemap-<n>.xml parts once the site has more than 50,000 pages) listing every public page,
 * each spring's with its lastmod. 503 when the springs service does not answer: a sitemap
 * without the springs would tell crawlers that their pages are gone.
 */
export const siteFilesPolicy: Policy = {
  name: 'site-files',
  schema: { $id: 'https://hotsprings.dev/schemas/policies/site-files.json', type: 'object' },
  policy: () => async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJsonError(res, 405, 'Method not allowed.');
    }
    const file = req.path.slice(1).toLowerCase();
    if (file === 'robots.txt') {
      return void res
        .type('text/plain')
        .set('Cache-Control', CACHE_CONTROL)
        .send(robotsTxt(siteOrigin()));
    }
    let xml: string | undefined;
    try {
      xml = sitemapFile(file, siteOrigin(), await siteUrls());
    } catch (err) {
      logger.warn({ err: String(err) }, 'the sitemap cannot be written: the springs are not known');
      res.setHeader('Retry-After', '60');
      return sendJsonError(res, 503, 'Service unavailable.');
    }
    if (xml === undefined) return sendJsonError(res, 404, 'Not found.');
    res.type('application/xml').set('Cache-Control', CACHE_CONTROL).send(xml);
  },
};
