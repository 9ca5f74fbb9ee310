import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useWebGateway } from './testing/gateway-fixture';
import { TEST_WEB_ORIGIN } from './testing/gateway-process';
import { HOSTILE_SPRING as SPRING, HOSTILE_SPRING_NAME_HTML } from './testing/hostile-spring';
import { call } from './testing/http-client';

const INDEX =
  '<!doctype html><html><head><meta name="description" content="The site." />' +
  '<title>Hot Springs</title></head><body><div id="root"></div></body></html>';

const POST = { id: '7', title: 'Best soak <b>ever</b>', content: 'We went at dawn. '.repeat(20) };

const NOT_FOUND = { error: 'Not found.', code: 'not_found' };

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("each page's HTML carries its own head, for crawlers and link previews", () => {
  const gateway = useWebGateway(
    { 'index.html': INDEX },
    {
      SPRINGS_URL: (url) => (url === '/api/springs/12' ? [200, SPRING] : [404, NOT_FOUND]),
      COMMUNITY_URL: (url) => (url === '/api/community/posts/7' ? [200, POST] : [404, NOT_FOUND]),
    },
  );

  test("a spring's page: its title, canonical, og:title and JSON-LD, escaped", async () => {
    const res = await call(`${gateway.url}/springs/12`);
    assert.equal(res.status, 200);
    const html = res.body.toString();
    assert.equal(titleOf(html), `${HOSTILE_SPRING_NAME_HTML} Details - Hot Springs`);
    assert.ok(!html.includes('<script>alert'), html);
    assert.ok(html.includes(`<link rel="canonical" href="${TEST_WEB_ORIGIN}/springs/12" />`));
    assert.ok(
      html.includes(
        `<meta property="og:title" content="${HOSTILE_SPRING_NAME_HTML} Details - Hot Springs" />`,
      ),
    );
    assert.ok(html.includes('<meta name="twitter:card" content="summary" />'));
    // Without the app's server build (web-pages.test.ts has it) the root is left to the app.
    assert.ok(html.includes('<div id="root"></div>'), html);

    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    assert.ok(json && !json.includes('</script') && !json.includes('<!--'), json);
    const data = JSON.parse(json) as Record<string, unknown>;
    assert.equal(data['@type'], 'TouristAttraction');
    assert.equal(data.name, SPRING.name);
    assert.equal(data.url, `${TEST_WEB_ORIGIN}/springs/12`);
    assert.deepEqual(data.geo, {
      '@type': 'GeoCoordinates',
      latitude: 44.9961,
      longitude: -110.6884,
    });
    assert.deepEqual(data.aggregateRating, {
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  test("a post's page is titled by the post, its description cut from the text", async () => {
    const html = (await call(`${gateway.url}/community/posts/7`)).body.toString();
    assert.equal(titleOf(html), 'Best soak &lt;b&gt;ever&lt;/b&gt; - Community - Hot Springs');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    assert.ok(description.startsWith('We went at dawn.') && description.endsWith('...'));
    assert.ok(
      html.includes(`<link rel="canonical" href="${TEST_WEB_ORIGIN}/community/posts/7" />`),
    );
  });

  test('every public page has a title of its own and its canonical address', async () => {
    const pages = ['/', '/popular', '/explore-map', '/community', '/faq', '/about-us'];
    const titles = new Set<string>();
    for (const path of [...pages, '/why-hot-springs', '/contact']) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 200, path);
      const html = res.body.toString();
      titles.add(String(titleOf(html)));
      assert.ok(html.includes(`<link rel="canonical" href="${TEST_WEB_ORIGIN}${path}" />`), path);
      assert.match(html, /<meta property="og:description" content="[^"]+" \/>/, path);
    }
    assert.equal(titles.size, 8);
    // A query string or a trailing slash is the same page.
    const again = (await call(`${gateway.url}/faq/?from=home`)).body.toString();
    assert.ok(again.includes(`<link rel="canonical" href="${TEST_WEB_ORIGIN}/faq" />`));
  });

  test('a path that is no page of the app, a missing spring or post, answer 404 with the app, titled as the app titles it', async () => {
    for (const [path, title] of [
      ['/discover', '404 Not Found - Hot Springs'],
      ['/springs', '404 Not Found - Hot Springs'],
      ['/springs/12/x', '404 Not Found - Hot Springs'],
      ['/springs/13', 'Spring not found - Hot Springs'],
      ['/community/posts/8', 'Post not found - Hot Springs'],
    ]) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 404, path);
      assert.equal(
        res.body.toString(),
        INDEX.replace('<title>Hot Springs</title>', `<title>${title}</title>`),
        path,
      );
    }
  });

  test("members' pages are the plain app", async () => {
    for (const path of ['/login', '/planner', '/profile/river_soaker']) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.body.toString(), INDEX, path);
    }
  });
});
