import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SERVICES } from '@hotsprings/contracts';
import { useGateway, useWebBuild } from './testing/gateway-fixture';
import { RunningGateway } from './testing/gateway-process';
import { call } from './testing/http-client';

const webDist = useWebBuild({ 'index.html': '<!doctype html><title>Hot Springs</title>' });
const emptyDist = useWebBuild({});

/** What GET /readyz answers: its status and its body. */
async function readiness(gateway: RunningGateway): Promise<[number, unknown]> {
  const res = await call(`${gateway.url}/readyz`);
  return [res.status, res.json()];
}

/** The value of one sample of the scrape, or undefined when the series has none. */
function sample(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('readiness and metrics with Redis and the web app there', () => {
  const gateway = useGateway({ springs: ['SPRINGS_URL'] }, async () => ({
    WEB_DIST_DIR: webDist(),
  }));

  test('/readyz is 200 with each check in the services’ shape', async () => {
    assert.deepEqual(await readiness(gateway), [
      200,
      { status: 'ok', checks: { webApp: 'ok', redis: 'ok' } },
    ]);
  });

  test('every answer is counted and timed by method, route pattern and status on METRICS_PORT', async () => {
    const count = (scrape: string, labels: string) =>
      sample(scrape, `http_request_duration_seconds_count{${labels}}`) ?? 0;
    const before = await (await fetch(gateway.metricsUrl)).text();
    for (let i = 0; i < 3; i++)
      assert.equal((await call(`${gateway.url}/api/springs/7`)).status, 200);
    assert.equal(
      (await call(`${gateway.url}/api/springs/7/favorite`, { method: 'POST' })).status,
      401,
    );
    assert.equal((await call(`${gateway.url}/api/nothing`)).status, 404);

    const res = await fetch(gateway.metricsUrl);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    const after = await res.text();
    const springsOk = 'method="GET",route="/api/springs/*",status="200"';
    const refused = 'method="POST",route="/api/springs/*",status="401"';
    const unknown = 'method="GET",route="/api/*",status="404"';
    assert.equal(count(after, springsOk) - count(before, springsOk), 3);
    assert.equal(count(after, refused) - count(before, refused), 1);
    assert.equal(count(after, unknown) - count(before, unknown), 1);
    // The process's own figures, for memory and event-loop alerts.
    assert.ok(sample(after, 'process_resident_memory_bytes')! > 0);
  });

  test('the site’s own port does not give the metrics away', async () => {
    const res = await call(`${gateway.url}/metrics`);
    assert.doesNotMatch(res.body.toString(), /http_request_duration_seconds/);
  });

  test('the metrics port says where each service is scraped: where the gateway calls it', async () => {
    const res = await fetch(gateway.metricsUrl.replace('/metrics', '/scrape-targets'));
    assert.equal(res.status, 200);
    const groups = (await res.json()) as { targets: string[]; labels: { service: string } }[];
    assert.deepEqual(
      groups.map((g) => g.labels.service),
      SERVICES.map((s) => s.name),
    );
    const targetOf = (service: string) => groups.find((g) => g.labels.service === service)?.targets;
    // The one this gateway was given (a stand-in on this machine), the others at their manifest
    // name and port.
    assert.match(targetOf('springs')?.join() ?? '', /^127\.0\.0\.1:\d+$/);
    const auth = SERVICES.find((s) => s.name === 'auth')!;
    assert.deepEqual(targetOf('auth'), [`auth:${auth.port}`]);
  });

  test('the metrics port serves nothing but GET /metrics and /scrape-targets', async () => {
    const other = await fetch(gateway.metricsUrl.replace('/metrics', '/api/springs'));
    assert.equal(other.status, 404);
    assert.deepEqual(await other.json(), {
      error: 'Only GET /metrics and /scrape-targets are served here.',
      code: 'not_found',
    });
  });
});

describe('readiness without Redis', () => {
  const gateway = useGateway({}, async () => ({
    WEB_DIST_DIR: webDist(),
    REDIS_URL: 'redis://127.0.0.1:1',
  }));

  test('stays ready and reports Redis degraded: every replica shares it, and public pages work without it', async () => {
    assert.deepEqual(await readiness(gateway), [
      200,
      { status: 'degraded', checks: { webApp: 'ok', redis: 'degraded' } },
    ]);
    const scrape = await (await fetch(gateway.metricsUrl)).text();
    assert.equal(sample(scrape, 'readiness_check_ok{check="redis"}'), 0);
    assert.equal(sample(scrape, 'readiness_check_ok{check="webApp"}'), 1);
  });
});

describe('readiness without the web app’s files', () => {
  const gateway = useGateway({}, async () => ({ WEB_DIST_DIR: emptyDist() }));

  test('is 503: this replica can serve no page, while /healthz still says it is alive', async () => {
    assert.deepEqual(await readiness(gateway), [
      503,
      { status: 'unavailable', checks: { webApp: 'unavailable', redis: 'ok' } },
    ]);
    assert.equal((await call(`${gateway.url}/healthz`)).status, 200);
  });
});
