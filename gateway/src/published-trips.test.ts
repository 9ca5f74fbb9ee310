import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useGateway, useWebGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { SeenRequest } from './testing/upstream-server';

const TRIP = 'Tr1pTr1pTr1pTr1pTr1p_-';
const UNSHARED = 'G0neG0neG0neG0neG0ne_-';

// The rest of the planner needs a member (session.test.ts).
describe('published trips and drive times are read signed out', () => {
  const gateway = useGateway({ planner: ['PLANNER_URL'] });

  test('a visitor reads a trip, its preview and its GPX, without an identity', async () => {
    for (const path of [`/api/planner/trips/${TRIP}`, `/api/planner/trips/${TRIP}/gpx`]) {
      const res = await call(`${gateway.url}${path}`);
      const seen = res.json<SeenRequest>();
      assert.deepEqual([res.status, seen.service, seen.url], [200, 'planner', path]);
      assert.equal(seen.headers['x-user-id'], undefined);
    }
  });

  test('a visitor reads drive times, without an identity', async () => {
    const path = '/api/planner/drive-times?from=43.615,-116.2023&to=43.6807,-114.3637';
    const res = await call(`${gateway.url}${path}`);
    const seen = res.json<SeenRequest>();
    assert.deepEqual([res.status, seen.service, seen.url], [200, 'planner', path]);
    assert.equal(seen.headers['x-user-id'], undefined);
  });
});

describe("a published trip's page carries its own link preview in the head", () => {
  const INDEX =
    '<!doctype html><html><head><meta name="description" content="The site." />' +
    '<title>Hot Springs</title></head><body><div id="root"></div></body></html>';
  // The planner's preview: a title written to try to break out of the head.
  const gateway = useWebGateway(
    { 'index.html': INDEX },
    {
      PLANNER_URL: (url) =>
        url === `/api/planner/trips/${TRIP}/preview`
          ? [
              200,
              {
                title: 'Soak "loop" </title><script>alert(1)</script>',
                description: 'A road trip: Boise, ID to Ketchum, ID: 153 mi, about 2 h 35 min.',
              },
            ]
          : [410, { error: 'This trip is no longer shared.', code: 'gone' }],
    },
  );

  test('title, description, Open Graph and Twitter tags, escaped', async () => {
    const res = await call(`${gateway.url}/trips/${TRIP}`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    const html = res.body.toString();
    const title = 'Soak &quot;loop&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    assert.ok(html.includes(`<title>${title} - Hot Springs road trip</title>`), html);
    assert.ok(!html.includes('<script>'), html);
    const description = 'A road trip: Boise, ID to Ketchum, ID: 153 mi, about 2 h 35 min.';
    assert.ok(html.includes(`<meta name="description" content="${description}" />`), html);
    for (const tag of ['og:title', 'og:description', 'twitter:title', 'twitter:description']) {
      assert.match(html, new RegExp(`<meta (property|name)="${tag}" content="[^"<>]+" />`), tag);
    }
    assert.ok(html.includes('<meta name="twitter:card" content="summary" />'), html);
    assert.ok(html.includes('<div id="root"></div>'), 'the app itself is there');
  });

  test('a trip no longer shared, and every other page, get the plain index.html', async () => {
    for (const path of [`/trips/${UNSHARED}`, '/trips/short', '/planner']) {
      const res = await call(`${gateway.url}${path}`);
      assert.equal(res.status, 200, path);
      assert.equal(res.body.toString(), INDEX, path);
    }
  });
});
