import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useGateway } from './testing/gateway-fixture';
import { call } from './testing/http-client';
import { SeenRequest } from './testing/upstream-server';

// Springs too: the reports of a spring live under its path but must reach the reviews service.
const gateway = useGateway({ reviews: ['REVIEWS_URL'], springs: ['SPRINGS_URL'] });

test("a spring's condition reports are read by anyone, from the reviews service", async () => {
  for (const path of ['/api/springs/12/reports', '/api/springs/12/reports?page=2']) {
    const res = await call(`${gateway.url}${path}`);
    const seen = res.json<SeenRequest>();
    assert.deepEqual([res.status, seen.service, seen.url], [200, 'reviews', path]);
  }
  const spring = await call(`${gateway.url}/api/springs/12?reported_open_within_days=90`);
  assert.equal(spring.json<SeenRequest>().service, 'springs');
});
