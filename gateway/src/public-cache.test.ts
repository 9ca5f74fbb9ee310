import assert from 'node:assert/strict';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { call } from './testing/http-client';
import { RunningGateway, startGateway } from './testing/gateway-process';

/** A springs stand-in that counts what reaches it and can change its list. */
async function startCountingSprings() {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let version = 1;
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const etag = `"list-v${version}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'application/json', etag, vary: 'Accept-Encoding' });
    res.end(JSON.stringify({ version, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    change: () => (version += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the gateway answers the map's spring list itself", () => {
  let springs: Awaited<ReturnType<typeof startCountingSprings>>;
  let gateway: RunningGateway;

  before(async () => {
    springs = await startCountingSprings();
    gateway = await startGateway({ SPRINGS_URL: springs.url, AUTH_URL: springs.url });
  });
  after(async () => {
    await gateway?.stop();
    await springs?.close();
  });

  test('many reads within a second reach the service once, and 304 answers the ETag held', async () => {
    const before = springs.seen.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(`${gateway.url}/api/springs?state=ID`)),
    );
    assert.ok(answers.every((a) => a.status === 200 && a.json().url === '/api/springs?state=ID'));
    assert.equal(springs.seen.length - before, 1);
    const etag = answers[0]?.headers.etag;
    const revalidated = await call(`${gateway.url}/api/springs?state=ID`, {
      headers: { 'if-none-match': etag },
    });
    assert.equal(revalidated.status, 304);
    assert.equal(springs.seen.length - before, 1);
  });

  test('after a second it revalidates with the ETag and follows a change', async () => {
    const first = (await call(`${gateway.url}/api/springs`)).json<{ version: number }>();
    springs.change();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = springs.seen.length;
    const changed = (await call(`${gateway.url}/api/springs`)).json<{ version: number }>();
    assert.equal(changed.version, first.version + 1);
    assert.equal(springs.seen.length - before, 1);
    assert.ok(springs.seen.at(-1)?.headers['if-none-match'], 'revalidated with the old ETag');
  });

  test('each content coding and query is its own entry; other routes are not cached', async () => {
    const before = springs.seen.length;
    await call(`${gateway.url}/api/springs?search=hot`, { headers: { 'accept-encoding': 'gzip' } });
    await call(`${gateway.url}/api/springs?search=hot`, { headers: { 'accept-encoding': 'br' } });
    await call(`${gateway.url}/api/springs/12`);
    await call(`${gateway.url}/api/springs/12`);
    assert.equal(springs.seen.length - before, 4);
    const codings = springs.seen.slice(before, before + 2).map((s) => s.headers['accept-encoding']);
    assert.deepEqual(codings, ['gzip', 'br']);
  });
});
