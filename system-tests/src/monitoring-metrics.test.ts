import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { freePort, httpCall } from '@hotsprings/service-kit/testing';
import { alerts, dashboardQueries } from '@hotsprings/deploy/dist/monitoring/monitoring-files';
import { labelValues, metricNames } from '@hotsprings/deploy/dist/monitoring/promql-names';
import { startGateway } from './support/gateway';
import { postReview, vote } from './support/reviews-client';
import { startStack } from './support/stack';
import { useStartedInOrder } from './support/started-in-order';

// The alerts (deploy/monitoring/alert-rules.yml) and the dashboard (dashboard.json) read metrics
// by name: each name is held here against the /metrics of running processes (the springs and
// reviews services, the gateway's metrics port), so that a renamed metric fails the build
// instead of silencing an alert or blanking a panel. Every service serves the same families from
// the service kit; reviews also serves its uploads disk's.

/** Metrics no process of ours serves, each with what writes it. */
const EXTERNAL_METRICS = new Map([
  ['up', "Prometheus itself, for each target: 1 when the target's scrape answered"],
]);

const site = useStartedInOrder('the stack behind a gateway', async (keep) => {
  const stack = keep(await startStack());
  const metricsPort = await freePort();
  const gateway = keep(
    await startGateway({
      services: { springs: stack.springs.url, reviews: stack.reviews.url },
      sessionSecret: randomBytes(32).toString('hex'),
      natsUrl: stack.nats.url,
      env: { METRICS_PORT: String(metricsPort) },
    }),
  );
  return { stack, gateway, metricsUrl: `http://127.0.0.1:${metricsPort}` };
});

/** The names of the samples a process serves now (a labelled family appears with its first series). */
async function served(baseUrl: string): Promise<{ names: Set<string>; text: string }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const names = new Set(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => /^[\w:]+/.exec(line)?.[0] ?? ''),
  );
  return { names, text };
}

test('every metric the alerts and the dashboard read is served under that name', async () => {
  // One map request through the gateway and one vote: the request series the dashboard reads.
  const map = await httpCall(site.gateway.gateway.url, 'GET', '/api/springs');
  assert.equal(map.status, 200);
  const review = await postReview(site.stack.reviews.url, site.stack.springIds[0]!, 7001, {
    rating: 5,
  });
  assert.equal(review.status, 201, JSON.stringify(review.body));
  const voted = await vote(site.stack.reviews.url, (review.body as { id: string }).id, 7002, 1);
  assert.equal(voted.status, 200, JSON.stringify(voted.body));

  const scrapes = await Promise.all(
    [site.stack.springs.url, site.stack.reviews.url, site.metricsUrl].map(served),
  );
  const names = new Set(scrapes.flatMap((s) => [...s.names]));
  const queries = [
    ...alerts().map((a) => ({ where: `alert ${a.alert}`, query: a.expr })),
    ...dashboardQueries().map((query) => ({ where: 'the dashboard', query })),
  ];
  const missing = queries.flatMap(({ where, query }) =>
    metricNames(query)
      .filter((name) => !names.has(name) && !EXTERNAL_METRICS.has(name))
      .map((name) => `${name} (${where})`),
  );
  assert.deepEqual(missing, [], 'read by a query and served by no process');

  // The routes the dashboard picks out (votes, the map) by their patterns.
  const routes = new Set(
    scrapes.flatMap((s) =>
      [...s.text.matchAll(/^http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map(
        (m) => m[1]!,
      ),
    ),
  );
  const wanted = dashboardQueries().flatMap((query) => labelValues(query, 'route'));
  assert.ok(wanted.length > 0);
  assert.deepEqual(
    wanted.filter((route) => !routes.has(route)),
    [],
    'a route pattern the dashboard reads and no service reports',
  );
});
