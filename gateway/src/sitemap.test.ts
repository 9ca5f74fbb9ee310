import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sitemapFile, type SitemapUrl } from '../plugin/dist/lib/sitemap';

const ORIGIN = 'https://hotsprings.example';
const urls: SitemapUrl[] = [
  { path: '/' },
  { path: '/springs/1', lastmod: '2026-01-02T03:04:05.000Z' },
  { path: '/springs/2', lastmod: '2026-03-01T00:00:00.000Z' },
  { path: '/springs/3', lastmod: '2026-02-01T00:00:00.000Z' },
  { path: '/search?q=a&b' },
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

test('up to the page size, sitemap.xml is one urlset of absolute URLs with their lastmod', () => {
  const xml = sitemapFile('sitemap.xml', ORIGIN, urls, 5)!;
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n'));
  assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  assert.deepEqual(locs(xml), [
    `${ORIGIN}/`,
    `${ORIGIN}/springs/1`,
    `${ORIGIN}/springs/2`,
    `${ORIGIN}/springs/3`,
    `${ORIGIN}/search?q=a&amp;b`,
  ]);
  assert.ok(xml.includes(`<url><loc>${ORIGIN}/</loc></url>`), 'no lastmod where none is known');
  assert.ok(
    xml.includes(`<url><loc>${ORIGIN}/springs/1</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>`),
  );
  assert.equal(sitemapFile('sitemap-1.xml', ORIGIN, urls, 5), undefined, 'no parts');
});

test('above the page size, sitemap.xml is an index of parts, each a urlset of the next page', () => {
  const index = sitemapFile('sitemap.xml', ORIGIN, urls, 2)!;
  assert.match(index, /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  assert.doesNotMatch(index, /<urlset/);
  assert.deepEqual(
    locs(index),
    [1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`),
  );
  // Each part's lastmod is the newest of its URLs'; a part without any has none.
  assert.ok(index.includes('sitemap-1.xml</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>'));
  assert.ok(index.includes('sitemap-2.xml</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>'));
  assert.ok(index.includes(`<sitemap><loc>${ORIGIN}/sitemap-3.xml</loc></sitemap>`));

  const parts = [1, 2, 3].map((n) => sitemapFile(`sitemap-${n}.xml`, ORIGIN, urls, 2)!);
  for (const part of parts) assert.match(part, /<urlset xmlns=/);
  assert.deepEqual(parts.map(locs).flat(), locs(sitemapFile('sitemap.xml', ORIGIN, urls, 5)!));
});

test('a part that does not exist is undefined', () => {
  for (const file of [
    'sitemap-0.xml',
    'sitemap-4.xml',
    'sitemap-01.xml',
    'sitemap-x.xml',
    'other.xml',
  ]) {
    assert.equal(sitemapFile(file, ORIGIN, urls, 2), undefined, file);
  }
});

test('50,000 URLs fit one file; one more makes an index of two parts', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/springs/${i + 1}` }));
  assert.match(sitemapFile('sitemap.xml', ORIGIN, many(50_000))!, /<urlset/);
  const index = sitemapFile('sitemap.xml', ORIGIN, many(50_001))!;
  assert.equal(locs(index).length, 2);
  assert.equal(locs(sitemapFile('sitemap-2.xml', ORIGIN, many(50_001))!).length, 1);
});
