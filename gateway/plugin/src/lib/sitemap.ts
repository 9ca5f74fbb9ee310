/** One page of the site in its sitemap: its path, and when its content last changed (RFC 3339). */
export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/**
 * The most URLs the sitemap protocol allows in one file. A URL's entry here is under 300 bytes,
 * so a full file stays far below the protocol's other limit, 50 MB.
 */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

function urlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => entry('url', `${origin}${path}`, lastmod));
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The newest lastmod of `urls`, if any has one. */
const newest = (urls: SitemapUrl[]) =>
  urls.reduce<string | undefined>(
    (latest, { lastmod }) =>
      lastmod && (!latest || new Date(lastmod) > new Date(latest)) ? lastmod : latest,
    undefined,
  );

/**
 * The sitemap file named `file` (`sitemap.xml`, or `sitemap-<n>.xml`) of the site at `origin`
 * listing `urls`: up to `pageSize` URLs, sitemap.xml is the one urlset; above, it is an index of
 * parts sitemap-1.xml, sitemap-2.xml... of `pageSize` URLs each. Undefined for a part that does
 * not exist.
 */
export function sitemapFile(
  file: string,
  origin: string,
  urls: SitemapUrl[],
  pageSize = SITEMAP_MAX_URLS,
): string | undefined {
  const parts = Math.ceil(urls.length / pageSize);
  const part = (n: number) => urls.slice((n - 1) * pageSize, n * pageSize);
  if (file === 'sitemap.xml') {
    if (parts <= 1) return urlset(origin, urls);
    const entries = Array.from({ length: parts }, (_, i) =>
      entry('sitemap', `${origin}/sitemap-${i + 1}.xml`, newest(part(i + 1))),
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
  }
  const n = Number(/^sitemap-([1-9]\d{0,5})\.xml$/.exec(file)?.[1]);
  if (parts <= 1 || !(n <= parts)) return undefined;
  return urlset(origin, part(n));
}
