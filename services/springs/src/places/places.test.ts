import assert from 'node:assert/strict';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { startTestApp, useSpringsService } from '../testing/springs-test-app';
import type { PlaceSearchResultJson } from '@hotsprings/contracts';

const t = useSpringsService();

async function search(query: string, base = t.url) {
  const res = await fetch(`${base}/api/places/search${query}`);
  return {
    status: res.status,
    body: (await res.json()) as PlaceSearchResultJson & { error?: string },
  };
}

test('the gazetteer answers in the Mapbox shape, exact names first, then by population', async () => {
  const { status, body } = await search('?q=boise&limit=1&types=place,locality');
  assert.equal(status, 200);
  assert.equal(body.features.length, 1);
  const [boise] = body.features;
  assert.equal(boise?.text, 'Boise');
  assert.equal(boise?.place_name, 'Boise, ID, United States');
  const [lng = NaN, lat = NaN] = boise!.center;
  assert.ok(Math.abs(lng + 116.2) < 0.1 && Math.abs(lat - 43.6) < 0.1);

  const springfield = await search('?q=Springfield');
  assert.equal(springfield.body.features.length, 5);
  assert.ok(springfield.body.features.every((f) => f.text === 'Springfield'));
  assert.match(
    springfield.body.features[0]!.place_name,
    /^Springfield, (MO|MA|IL), United States$/,
  );
});

test('prefixes, qualifiers, Canada and Mexico', async () => {
  assert.equal(
    (await search('?q=calga&limit=1')).body.features[0]?.place_name,
    'Calgary, AB, Canada',
  );
  assert.equal(
    (await search('?q=guadalajara&limit=1')).body.features[0]?.place_name,
    'Guadalajara, Mexico',
  );
  const arkansas = await search('?q=Hot%20Springs,%20AR&limit=3');
  assert.equal(arkansas.body.features[0]?.place_name, 'Hot Springs, AR, United States');
  assert.ok(arkansas.body.features.every((f) => f.place_name.includes(', AR,')));
  assert.deepEqual((await search('?q=zzqqxx')).body.features, []);
  // A word inside a name matches too ("Springs" finds "Hot Springs").
  assert.ok(
    (await search('?q=springs&limit=10')).body.features.some((f) => f.text.endsWith(' Springs')),
  );
});

test('limit is capped; types other than places answer nothing; bad input is 400', async () => {
  assert.equal((await search('?q=san&limit=500')).body.features.length, 10);
  assert.deepEqual((await search('?q=boise&types=poi')).body.features, []);
  for (const q of [
    '',
    '?q=',
    '?q=%20%20',
    '?q=boise&limit=0',
    '?q=boise&limit=x',
    '?q=boise&types=planet',
    `?q=${'a'.repeat(101)}`,
  ]) {
    const { status, body } = await search(q);
    assert.equal(status, 400, q);
    assert.equal(typeof body.error, 'string');
  }
});

test('a configured Nominatim-compatible provider answers first; the gazetteer when it fails', async () => {
  const seen: IncomingMessage[] = [];
  let failing = false;
  const provider: Server = createServer((req, res) => {
    seen.push(req);
    if (failing) return void res.writeHead(503).end();
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify([
        {
          place_id: 42,
          lat: '44.06',
          lon: '-121.31',
          display_name: 'Bend, Deschutes County, Oregon, United States',
          name: 'Bend',
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const other = await startTestApp({
    env: { PLACES_PROVIDER_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/` },
  });
  try {
    const { body } = await search('?q=bend&limit=1', other.url);
    assert.deepEqual(body.features, [
      {
        id: 'nominatim.42',
        type: 'Feature',
        place_type: ['place'],
        text: 'Bend',
        place_name: 'Bend, Deschutes County, Oregon, United States',
        center: [-121.31, 44.06],
      },
    ]);
    const url = new URL(seen[0]!.url!, 'http://x');
    assert.equal(url.pathname, '/search');
    assert.equal(url.searchParams.get('q'), 'bend');
    assert.equal(url.searchParams.get('format'), 'jsonv2');
    failing = true;
    const fallback = await search('?q=bend&limit=1', other.url);
    assert.equal(fallback.body.features[0]?.place_name, 'Bend, OR, United States');
  } finally {
    await other.close();
    provider.close();
  }
});
