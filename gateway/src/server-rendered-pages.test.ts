import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { type ServiceAnswers, useWebGateway } from './testing/gateway-fixture';
import { HOSTILE_SPRING as SPRING } from './testing/hostile-spring';
import { call } from './testing/http-client';

// The web app as `npm run build` leaves it: the browser's build and the server's (.ssr).
const WEB_DIST = join(__dirname, '..', '..', 'web', 'dist');

/** The answers of springs, reviews and community that the pages read, by path. */
const ANSWERS: Record<string, unknown> = {
  '/api/springs/12': SPRING,
  // An answer of a shape the app cannot draw: its render fails.
  '/api/springs/14': { id: 14, name: 42 },
  '/api/springs/12/reviews': [],
  '/api/springs/12/reports?page=1': { reports: [], page: 1, total_pages: 0, total: 0 },
  '/api/community/posts?sort=new&page=1&limit=5&spring_id=12': { posts: [], next_cursor: null },
  // The search for its name, and the explore map's springs and featured springs.
  '/api/springs/search?q=Boiling&radius_mi=50': {
    springs: [{ spring: SPRING, distance_mi: null, match: 'name' }],
    place: null,
    location_needed: false,
    radius_mi: 50,
  },
  '/api/springs': [SPRING],
  '/api/springs/featured': [SPRING],
};

const NOT_FOUND = { error: 'Not found.', code: 'not_found' };

/** A stand-in for the services: the answers above, else 404. */
const services: ServiceAnswers = (url) => {
  const answer = ANSWERS[url];
  return answer === undefined ? [404, NOT_FOUND] : [200, answer];
};

const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div><script id="server-state"/s.exec(html)?.[1];

describe('public pages come rendered from the server, as the app draws them', () => {
  before(() => {
    assert.ok(
      existsSync(join(WEB_DIST, '.ssr', 'entry-server.cjs')),
      'the web app is built (npm run build)',
    );
  });
  const gateway = useWebGateway(WEB_DIST, {
    SPRINGS_URL: services,
    REVIEWS_URL: services,
    COMMUNITY_URL: services,
  });

  test("a spring's page holds its name, temperature and description, escaped", async () => {
    const res = await call(`${gateway.url}/springs/12`);
    assert.equal(res.status, 200);
    const html = res.body.toString();
    const root = rootOf(html) ?? '';
    assert.match(
      root,
      /<h1[^>]*>Boiling &quot;River&quot; &lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/h1>/,
    );
    assert.ok(root.includes('140°F'), root);
    assert.ok(
      root.includes(
        'Warm water where the river meets the spring &lt;/script&gt;&lt;!-- &amp; more.',
      ),
      root,
    );
    assert.ok(!html.includes('<script>alert'), html);
    // The state the app hydrates with: the spring, with no `<` that could end its script.
    const state =
      /<script id="server-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    assert.ok(!state.includes('<'), state);
    assert.ok(JSON.stringify(JSON.parse(state)).includes(SPRING.description.replace(/"/g, '\\"')));
    // The page's own styles travel in its head, for a browser without scripts too, each the
    // build's stylesheet as it is, with its link kept disabled (not fetched) for the app's loader.
    const head = html.slice(0, html.indexOf('</head>'));
    const styles = [
      ...head.matchAll(
        /<style>(.*?)<\/style><link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)" disabled>/gs,
      ),
    ];
    const hrefs = styles.map(([, , href]) => href!);
    assert.ok(
      hrefs.some((href) => /^\/assets\/spring-detail-page-[\w-]+\.css$/.test(href)),
      head,
    );
    assert.doesNotMatch(head, /<link rel="stylesheet"(?![^>]*disabled)/);
    // The page's own code is preloaded beside the code index.html links for every page, and
    // no file is linked twice.
    const linked = [
      ...head.matchAll(/<link rel="(?:stylesheet|modulepreload)"[^>]*href="([^"]+)"/g),
    ].map(([, href]) => href!);
    assert.deepEqual(linked, [...new Set(linked)]);
    assert.ok(
      linked.some((href) => /^\/assets\/spring-detail-page-[\w-]+\.js$/.test(href)),
      head,
    );
    for (const [, css, href] of styles)
      assert.equal(css, readFileSync(join(WEB_DIST, href!), 'utf8'), href);
    // Its policy lets exactly those styles apply, by their hashes, and no other inline style.
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(
      String(res.headers['content-security-policy']),
    );
    assert.deepEqual(
      styleSrc?.[1]!.split(' ').sort(),
      [
        "'self'",
        ...new Set(
          styles.map(([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`),
        ),
      ].sort(),
    );
  });

  test('the same answers make the same page, which a browser holding it revalidates as 304', async () => {
    const first = await call(`${gateway.url}/springs/12`);
    const second = await call(`${gateway.url}/springs/12`);
    assert.equal(second.body.toString(), first.body.toString());
    const etag = String(first.headers.etag);
    const again = await call(`${gateway.url}/springs/12`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('a missing spring is a 404 that says so', async () => {
    const res = await call(`${gateway.url}/springs/13`);
    assert.equal(res.status, 404);
    assert.ok(rootOf(res.body.toString())?.includes('Spring not found.'));
  });

  test('a page without data, the FAQ, is rendered whole', async () => {
    const res = await call(`${gateway.url}/faq`);
    assert.equal(res.status, 200);
    const root = rootOf(res.body.toString()) ?? '';
    assert.match(root, /<h1[^>]*>Frequently Asked Questions<\/h1>/);
    assert.match(root, /<a [^>]*href="\/explore-map"/);
  });

  test('the search results and the explore map come with their springs, beside a map frame', async () => {
    const search = rootOf((await call(`${gateway.url}/search?q=Boiling`)).body.toString()) ?? '';
    assert.match(search, /<h1[^>]*>Springs matching &quot;Boiling&quot;<\/h1>/);
    assert.match(
      search,
      /<a [^>]*href="\/springs\/12"[^>]*>Boiling &quot;River&quot; &lt;\/title&gt;&lt;script&gt;/,
    );
    const explore = rootOf((await call(`${gateway.url}/explore-map`)).body.toString()) ?? '';
    assert.match(explore, /<h2[^>]*>Filters<\/h2>/);
    assert.match(explore, /<a [^>]*href="\/springs\/12"/);
    // The map itself (Leaflet) is drawn by the browser alone.
    for (const root of [search, explore]) assert.ok(!root.includes('leaflet'), root);
  });

  test('a page that cannot be rendered is the plain app, not an error', async () => {
    const res = await call(`${gateway.url}/springs/14`);
    assert.equal(res.status, 200);
    const html = res.body.toString();
    assert.ok(html.includes('<div id="root"></div>'), html);
    assert.ok(!html.includes('id="server-state"'), html);
  });

  test("members' pages are left to the app", async () => {
    const html = (await call(`${gateway.url}/planner`)).body.toString();
    assert.ok(html.includes('<div id="root"></div>'), html);
  });
});
