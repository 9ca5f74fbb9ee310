import assert from 'node:assert/strict';
import { test } from 'node:test';
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
