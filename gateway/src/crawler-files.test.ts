import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ServiceAnswers, useWebGateway } from './testing/gateway-fixture';
import { TEST_WEB_ORIGIN } from './testing/gateway-process';
import { call } from './testing/http-client';

const INDEX = '<!doctype html><title>Hot Springs</title><div id="root"></div>';
const SPRINGS = [
  { id: 1, updated_at: '2026-01-02T03:04:05.000Z' },
  { id: 2, updated_at: '2026-03-04T05:06:07.000Z' },
  { id: 1661, updated_at: '2026-02-01T00:00:00.000Z' },
];
const NEWEST_POST_AT = '2026-04-05T06:07:08.000Z';

/** What the springs and community services answer to the gateway's reads (ids 1, 2, 1661; post 5). */
const springsAnswers: ServiceAnswers = (url) => {
  if (url === '/api/springs/sitemap') return [200, SPRINGS];
  const id = /^\/api\/springs\/(\d+)$/.exec(url)?.[1];
  if (!id) return [404];
  if (id.length > 10) return [400];
  return SPRINGS.some((s) => String(s.id) === id) ? [200] : [404];
};
const communityAnswers: ServiceAnswers = (url) => {
  if (url === '/api/community/posts?sort=new&limit=1')
    return [200, { posts: [{ id: '5', created_at: NEWEST_POST_AT }], next_cursor: null }];
  return url === '/api/community/posts/5' ? [200] : [404];
};

describe('robots.txt, the sitemap and 404 pages, with the springs and community services up', () => {
  const gateway = useWebGateway(
    { 'index.html': INDEX },
    { SPRINGS_URL: springsAnswers, COMMUNITY_URL: communityAnswers },
  );

  test('robots.txt keeps crawlers off the API and members pages and names the sitemap', async () => {
    const res = await call(`${gateway.url}/robots.txt`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    const lines = res.body.toString().split('\n');
    assert.equal(lines[0], 'User-agent: *');
    for (const path of [
      '/api/',
      '/profile/settings',
      '/favorites',
      '/planner',
      '/my-plans',
      '/payment/',
    ])
      assert.ok(lines.includes(`Disallow: ${path}`), path);
    // The reads the public pages make to show their content stay open to crawlers that run the app.
    assert.ok(lines.includes('Allow: /api/springs'));
    assert.ok(lines.includes(`Sitemap: ${TEST_WEB_ORIGIN}/sitemap.xml`));
    assert.ok(!lines.some((line) => /^Disallow: \/$/.test(line)), 'the site itself is allowed');
  });

  test("sitemap.xml lists every spring's page with its lastmod, and the public pages", async () => {
    const res = await call(`${gateway.url}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    assert.equal(res.headers['cache-control'], 'public, max-age=300');
    const xml = res.body.toString();
    assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const entries = Object.fromEntries(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
        (m) => [m[1]!.replace(TEST_WEB_ORIGIN, ''), m[2]],
      ),
    );
    assert.deepEqual(entries, {
      '/': '2026-03-04T05:06:07.000Z',
      '/popular': '2026-03-04T05:06:07.000Z',
      '/explore-map': '2026-03-04T05:06:07.000Z',
      '/community': NEWEST_POST_AT,
      '/faq': undefined,
      '/about-us': undefined,
      '/why-hot-springs': undefined,
      '/contact': undefined,
      '/springs/1': '2026-01-02T03:04:05.000Z',
      '/springs/2': '2026-03-04T05:06:07.000Z',
      '/springs/1661': '2026-02-01T00:00:00.000Z',
    });
  });

  test('below 50,000 pages there are no sitemap parts; writes are refused', async () => {
    assert.equal((await call(`${gateway.url}/sitemap-1.xml`)).status, 404);
    const post = await call(`${gateway.url}/sitemap.xml`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  test('the page of a spring or a post that exists is the app, 200', async () => {
    for (const path of ['/springs/1', '/springs/1661/', '/community/posts/5', '/popular', '/']) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 200, path);
      // The app, with the page's own head (page-heads.test.ts).
      assert.match(res.body.toString(), /<div id="root">/, path);
    }
  });

  test('the page of a spring or a post that does not exist is the app with status 404', async () => {
    for (const path of [
      '/springs/3',
      '/springs/abc',
      '/springs/99999999999',
      '/community/posts/7',
      '/community/posts/x1',
    ]) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.match(String(res.headers['content-type']), /text\/html/, path);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
      const missing = path.startsWith('/springs/') ? 'Spring not found' : 'Post not found';
      assert.equal(
        res.body.toString(),
        INDEX.replace('<title>Hot Springs</title>', `<title>${missing} - Hot Springs</title>`),
        path,
      );
      // A 404 is never turned into a 304 by a revalidation.
      const again = await call(`${gateway.url}${path}`, {
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      assert.equal(again.status, 404, path);
    }
  });
});

describe('with the springs and community services down', () => {
  const gateway = useWebGateway(
    { 'index.html': INDEX },
    { SPRINGS_URL: 'down', COMMUNITY_URL: 'down' },
  );

  test("a spring's or a post's page is still the app, 200: the app shows its own error", async () => {
    for (const path of ['/springs/3', '/community/posts/7']) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.body.toString(), INDEX, path);
    }
  });

  test('the sitemap answers 503, not a list without the springs; robots.txt is there', async () => {
    const res = await call(`${gateway.url}/sitemap.xml`);
    assert.equal(res.status, 503);
    assert.equal(res.headers['retry-after'], '60');
    assert.deepEqual(res.json(), { error: 'Service unavailable.', code: 'service_unavailable' });
    assert.equal((await call(`${gateway.url}/robots.txt`)).status, 200);
  });
});

describe('with the community service down only', () => {
  const gateway = useWebGateway(
    { 'index.html': INDEX },
    { SPRINGS_URL: springsAnswers, COMMUNITY_URL: 'down' },
  );

  test('the sitemap lists the feed without lastmod', async () => {
    const res = await call(`${gateway.url}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.ok(res.body.toString().includes(`<url><loc>${TEST_WEB_ORIGIN}/community</loc></url>`));
  });
});
