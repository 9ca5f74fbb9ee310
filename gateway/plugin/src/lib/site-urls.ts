import type { PostPageJson, SpringSitemapEntryJson } from '@hotsprings/contracts';
import { gatewayEnv } from '../config/gateway-env';
import { logger } from './logger';
import type { SitemapUrl } from './sitemap';

/** A crawler waits for a sitemap; the services answer these from their caches in milliseconds. */
const SERVICE_TIMEOUT_MS = 5000;

/** Pages whose content is the site's own text: they change with a deploy, so no lastmod. */
const FIXED_PAGES = ['/faq', '/about-us', '/why-hot-springs', '/contact'];

/**
 * The site's address in what crawlers and link previews read (robots.txt, the sitemap, canonical
 * URLs): the first WEB_ORIGIN, or this gateway on localhost where none is set (a local stack);
 * never the request's Host, which anyone writes.
 */
export function siteOrigin(): string {
  const env = gatewayEnv();
  return env.WEB_ORIGIN[0] ?? `http://localhost:${env.PORT}`;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** When the newest post was written: the feed's lastmod; undefined when it cannot be known. */
async function newestPostAt(): Promise<string | undefined> {
  const url = `${gatewayEnv().COMMUNITY_URL}/api/community/posts?sort=new&limit=1`;
  try {
    return (await getJson<PostPageJson>(url)).posts?.[0]?.created_at;
  } catch (err) {
    logger.warn({ err: String(err) }, 'newest post not known: the feed is listed without lastmod');
    return undefined;
  }
}

/**
 * Every page of the site a crawler should index: the home page, the lists and the site's own
 * pages, and each spring's page with when its data changed (from the springs service, which
 * owns them; it throws when that service does not answer, since a sitemap without the springs
 * would tell crawlers they are gone). Members' pages, share links and single posts are not
 * listed: the feed links to its posts.
 */
export async function siteUrls(): Promise<SitemapUrl[]> {
  const env = gatewayEnv();
  const [springs, feedChanged] = await Promise.all([
    getJson<SpringSitemapEntryJson[]>(`${env.SPRINGS_URL}/api/springs/sitemap`),
    newestPostAt(),
  ]);
  const springsChanged = springs.reduce<string | undefined>(
    (latest, { updated_at }) => (!latest || updated_at > latest ? updated_at : latest),
    undefined,
  );
  return [
    // Pages that show springs change when they do.
    { path: '/', lastmod: springsChanged },
    { path: '/popular', lastmod: springsChanged },
    { path: '/explore-map', lastmod: springsChanged },
    { path: '/community', lastmod: feedChanged },
    ...FIXED_PAGES.map((path) => ({ path })),
    ...springs.map(({ id, updated_at }) => ({ path: `/springs/${id}`, lastmod: updated_at })),
  ];
}
