import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aiSummaryText } from '@hotsprings/contracts';
import { baseUrl, useBrowser } from './browser';

const browser = useBrowser();

test('robots.txt names the sitemap, which lists every spring of the data with its lastmod', async () => {
  const robots = await fetch(`${baseUrl}/robots.txt`);
  assert.equal(robots.status, 200);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
  assert.ok(sitemapUrl?.endsWith('/sitemap.xml'), String(sitemapUrl));

  const res = await fetch(`${baseUrl}/sitemap.xml`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers.get('content-type')), /^application\/xml/);
  const xml = await res.text();
  const springs = [...xml.matchAll(/<loc>[^<]*\/springs\/(\d+)<\/loc><lastmod>[^<]+<\/lastmod>/g)];
  // Every spring the springs service knows, once each: the NOAA list the stack imports.
  const list = (await (await fetch(`${baseUrl}/api/springs`)).json()) as Array<{ id: number }>;
  assert.equal(springs.length, list.length);
  assert.equal(new Set(springs.map((m) => m[1])).size, 1661);
  for (const page of ['/popular', '/community', '/faq', '/about-us']) {
    assert.match(xml, new RegExp(`<loc>[^<]*${page}</loc>`), page);
  }
});

test("a spring's or a post's page that does not exist answers 404 and shows its not-found page", async () => {
  const page = await browser.newPage();
  const spring = await page.goto('/springs/999999');
  assert.equal(spring?.status(), 404);
  await page.getByText('Spring not found.').waitFor();
  const post = await page.goto('/community/posts/999999999');
  assert.equal(post?.status(), 404);
  await page.getByText('Post not found.').waitFor();
  // An existing spring's page is the app, 200.
  assert.equal((await fetch(`${baseUrl}/springs/1`)).status, 200);
});

test("a spring's page, read without running it, names the spring with its temperature, description, canonical and JSON-LD", async () => {
  interface SpringDetail {
    id: number;
    name: string;
    description: string;
    ai_summary: string | null;
    temperature_f: number;
    latitude: string;
    longitude: string;
  }
  // A popular spring that shows its description: one with an AI summary shows the summary
  // instead (the summary test writes one).
  const popular = (await (await fetch(`${baseUrl}/api/springs/popular`)).json()) as Array<{
    id: number;
  }>;
  const details = await Promise.all(
    popular.map(
      async ({ id }) =>
        (await (await fetch(`${baseUrl}/api/springs/${id}`)).json()) as SpringDetail,
    ),
  );
  const detail = details.find((candidate) => !aiSummaryText(candidate) && candidate.description);
  assert.ok(detail, 'a popular spring without an AI summary');
  const res = await fetch(`${baseUrl}/springs/${detail.id}`);
  assert.equal(res.status, 200);
  const html = await res.text();
  // What a crawler reads: no script has run.
  assert.match(html, new RegExp(`<title>${detail.name} Details - Hot Springs</title>`));
  assert.match(html, new RegExp(`<h1[^>]*>${detail.name}</h1>`));
  assert.ok(html.includes(`${Math.round(detail.temperature_f)}°F`), 'its temperature');
  // The text as a reader gets it: character references resolved, whichever form the server
  // writes (React writes an apostrophe as &#x27;).
  const references: Record<string, string> = {
    '#x27': "'",
    '#39': "'",
    quot: '"',
    lt: '<',
    gt: '>',
    amp: '&',
  };
  const text = html.replace(/&(#x27|#39|quot|lt|gt|amp);/g, (_, name: string) => references[name]!);
  assert.ok(text.includes(`>${detail.description}</p>`), 'its description');
  assert.match(html, new RegExp(`<link rel="canonical" href="[^"]+/springs/${detail.id}" />`));
  assert.match(html, /<meta property="og:title" content="[^"]+ Details - Hot Springs" \/>/);
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(json ?? '{}') as { geo?: { latitude: number; longitude: number } };
  assert.deepEqual(
    [data.geo?.latitude, data.geo?.longitude],
    [Number(detail.latitude), Number(detail.longitude)],
  );

  // The titles of the public pages differ; a path that is no page answers 404.
  const titles = await Promise.all(
    ['/', '/popular', '/faq', '/about-us', '/community'].map(
      async (path) =>
        /<title>([^<]*)<\/title>/.exec(await (await fetch(`${baseUrl}${path}`)).text())?.[1],
    ),
  );
  assert.equal(new Set(titles).size, 5, titles.join(' | '));
  assert.equal((await fetch(`${baseUrl}/no-such-page`)).status, 404);
});

test("in the browser, the app hydrates the server's content of a spring's page, with one JSON-LD and no error", async () => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Signed out, the sign-in status answers 401, which Chromium logs as a failed load.
    if (message.type() === 'error' && !message.text().includes('401')) {
      problems.push(message.text());
    }
    if (message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const [spring] = (await (await fetch(`${baseUrl}/api/springs/popular`)).json()) as Array<{
    id: number;
  }>;
  await page.goto(`/springs/${spring!.id}`);
  await page.getByRole('heading', { name: 'Spring Details' }).waitFor();
  assert.equal(await page.locator('#root > main').count(), 0, "the server's content is gone");
  assert.equal(await page.locator('script[type="application/ld+json"]').count(), 1);
  // A page shown later keeps no other page's structured data.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Discover Natural Hot Springs' }).waitFor();
  assert.equal(await page.locator('script[type="application/ld+json"]').count(), 0);
  assert.deepEqual(problems, []);
});
