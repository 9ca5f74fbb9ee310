import assert from 'node:assert/strict';
import { request } from 'node:http';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventually } from '@hotsprings/service-kit/testing';
import { dataVersion, useSpringsService } from '../testing/springs-test-app';

const t = useSpringsService();

/** A raw GET, so that the bytes arrive as sent (fetch would decode them). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The spring's name in the list as served now. */
async function listedName(id: number): Promise<string | undefined> {
  const list = JSON.parse((await get('/api/springs')).body.toString()) as Array<{
    id: number;
    name: string;
  }>;
  return list.find((s) => s.id === id)?.name;
}

test('the list is served pre-compressed as the client accepts, once, with a strong ETag per coding', async () => {
  const plain = await get('/api/springs');
  const gz = await get('/api/springs', { 'accept-encoding': 'gzip' });
  const br = await get('/api/springs', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.deepEqual(gunzipSync(gz.body), plain.body);
  assert.deepEqual(brotliDecompressSync(br.body), plain.body);
  assert.ok(br.body.length < plain.body.length / 4);
  assert.equal(JSON.parse(plain.body.toString()).length, 1661);
  const etags = [plain, gz, br].map((r) => String(r.headers.etag));
  assert.equal(new Set(etags).size, 3);
  for (const tag of etags) assert.match(tag, /^"[\w-]+"$/);
  assert.equal(br.headers.vary, 'Accept-Encoding');
  assert.match(String(br.headers['cache-control']), /must-revalidate/);
  // Only deflate accepted: no coding we offer, and the kit's middleware must not add one.
  const deflateOnly = await get('/api/springs', { 'accept-encoding': 'deflate' });
  assert.equal(deflateOnly.headers['content-encoding'], undefined);
  assert.deepEqual(deflateOnly.body, plain.body);
});

test('If-None-Match with the current ETag answers 304 without a body', async () => {
  const first = await get('/api/springs?state=ca', { 'accept-encoding': 'br' });
  const again = await get('/api/springs?state=CA', {
    'accept-encoding': 'br',
    'if-none-match': String(first.headers.etag),
  });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  // The same content under another coding is still current.
  const other = await get('/api/springs?state=CA', {
    'accept-encoding': 'gzip',
    'if-none-match': String(first.headers.etag),
  });
  assert.equal(other.status, 304);
  const stale = await get('/api/springs?state=CA', { 'if-none-match': '"not-it"' });
  assert.equal(stale.status, 200);
});

test('responses come from the cache until a change to any spring invalidates it', async () => {
  const before = await get('/api/springs');
  // Without the change trigger the database changes unseen: the cached list is still served.
  await t.db.query('ALTER TABLE springs DISABLE TRIGGER springs_changed_upd');
  await t.db.query(`UPDATE springs SET name = 'Unseen' WHERE id = 9`);
  await t.db.query('ALTER TABLE springs ENABLE TRIGGER springs_changed_upd');
  assert.deepEqual((await get('/api/springs')).body, before.body);
  await t.db.query(`UPDATE springs SET name = 'Renamed Spring' WHERE id = 9`);
  await eventually(async () => {
    const now = await get('/api/springs', { 'if-none-match': String(before.headers.etag) });
    assert.equal(now.status, 200);
    const spring = (JSON.parse(now.body.toString()) as { id: number; name: string }[]).find(
      (s) => s.id === 9,
    );
    assert.equal(spring?.name, 'Renamed Spring');
  });
});

test('a statement that changes nothing does not invalidate', async () => {
  const version = await dataVersion(t);
  await t.db.query(`UPDATE springs SET name = name WHERE false`);
  assert.equal(await dataVersion(t), version);
});

test('after losing its LISTEN connection the service serves no stale list, then caches again', async () => {
  await get('/api/springs');
  const dbName = new URL(t.db.pool.options.connectionString!).pathname.slice(1);
  await t.db.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN springs_changed'`,
    [dbName],
  );
  await t.db.query(`UPDATE springs SET name = 'After Reconnect' WHERE id = 10`);
  await eventually(async () => assert.equal(await listedName(10), 'After Reconnect'));
  // Listening again: notifications invalidate as before.
  await eventually(async () => {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query = 'LISTEN springs_changed'`,
      [dbName],
    );
    assert.equal(row?.n, 1);
  });
  // Caching again: a change the trigger does not report stays unseen.
  const cached = (await get('/api/springs')).body;
  await t.db.query('ALTER TABLE springs DISABLE TRIGGER springs_changed_upd');
  await t.db.query(`UPDATE springs SET name = 'Unreported' WHERE id = 11`);
  await t.db.query('ALTER TABLE springs ENABLE TRIGGER springs_changed_upd');
  assert.deepEqual((await get('/api/springs')).body, cached);
  await t.db.query(`UPDATE springs SET name = 'Renamed Again' WHERE id = 10`);
  await eventually(async () => assert.equal(await listedName(10), 'Renamed Again'));
});
