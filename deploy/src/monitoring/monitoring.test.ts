import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { kustomizeVersion, renderOverlay } from '../kustomize';
import { workloads } from '../pod-specs';
import { ROOT, serviceNames } from '../repo';
import { envSchemaFor } from '../service-env';
import { monitoringProblems, renderMonitoring } from './monitoring-checks';
import {
  alerts,
  DASHBOARD_FILE,
  dashboardQueries,
  MONITORING_DIR,
  PROMETHEUS_RULE_FILE,
  prometheusRuleYaml,
  RULES_FILE,
  RULES_TEST_FILE,
} from './monitoring-files';
import { labelValues, metricNames } from './promql-names';

/** Runs promtool (Debian's `prometheus` package, installed by `make system-deps`). */
function promtool(...args: string[]): string {
  const run = spawnSync('promtool', args, { encoding: 'utf8' });
  if (run.error) throw new Error(`promtool is needed (apt-get install prometheus): ${run.error}`);
  const output = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, output);
  return output;
}

test('promtool finds the rules valid', () => {
  assert.match(promtool('check', 'rules', RULES_FILE), /SUCCESS: \d+ rules found/);
});

test("promtool's tests pass: each alert fires on series that should fire it, and only on those", () => {
  assert.match(promtool('test', 'rules', RULES_TEST_FILE), /SUCCESS/);
});

test('every alert has a test where it fires and one where it stays silent', () => {
  interface Case {
    alertname: string;
    exp_alerts?: unknown[];
  }
  const cases = (
    parse(readFileSync(RULES_TEST_FILE, 'utf8')) as { tests: { alert_rule_test: Case[] }[] }
  ).tests.flatMap((t) => t.alert_rule_test);
  for (const { alert } of alerts()) {
    const own = cases.filter((c) => c.alertname === alert);
    assert.ok(
      own.some((c) => (c.exp_alerts?.length ?? 0) > 0),
      `${alert} is never shown firing`,
    );
    assert.ok(
      own.some((c) => (c.exp_alerts?.length ?? 0) === 0),
      `${alert} is never shown silent`,
    );
  }
});

test('every alert has a severity and its section in the runbook, docs/operations.md', () => {
  const runbook = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
  for (const { alert, labels, annotations } of alerts()) {
    assert.match(labels?.severity ?? '', /^(critical|warning)$/, alert);
    assert.equal(annotations?.runbook, `docs/operations.md#${alert.toLowerCase()}`);
    assert.match(runbook, new RegExp(`^### ${alert}$`, 'm'), `no section ### ${alert}`);
  }
});

test('prometheus-rule.yaml is made from alert-rules.yml', () => {
  assert.equal(
    readFileSync(PROMETHEUS_RULE_FILE, 'utf8'),
    prometheusRuleYaml(),
    'run `npm run prometheus-rule -w @hotsprings/deploy` after `npm run build`',
  );
});

test('deploy/monitoring renders: the PrometheusRule, the PodMonitors and the dashboard pass every check', () => {
  kustomizeVersion();
  const objects = renderMonitoring();
  assert.deepEqual(objects.map((o) => `${o.kind}/${o.metadata.name}`).sort(), [
    'ConfigMap/hotsprings-dashboard',
    'PodMonitor/hotsprings-gateway',
    'PodMonitor/hotsprings-services',
    'PrometheusRule/hotsprings',
  ]);
  assert.deepEqual(monitoringProblems(objects, serviceNames(), renderOverlay('prod')), []);
  const dashboard = objects.find((o) => o.kind === 'ConfigMap')!;
  assert.equal(dashboard.metadata.labels?.grafana_dashboard, '1');
  assert.equal(
    (dashboard.data as Record<string, string>)['dashboard.json'],
    readFileSync(DASHBOARD_FILE, 'utf8'),
  );
});

test('the checks find a rule changed on one side only, and a service nobody scrapes', () => {
  const objects = renderMonitoring();
  const rule = objects.find((o) => o.kind === 'PrometheusRule')!;
  (rule.spec as { groups: { rules: { expr: string }[] }[] }).groups[0]!.rules[0]!.expr = 'up == 2';
  const site = renderOverlay('prod');
  // The services' PodMonitor selects their pods by a label, which this one's lost.
  const planner = workloads(site).find(
    (w) => w.object.kind === 'Deployment' && w.labels.app === 'planner',
  )!;
  delete planner.labels['app.kubernetes.io/component'];
  const problems = monitoringProblems(objects, [...serviceNames(), 'weather'], site);
  assert.ok(problems.some((p) => p.startsWith('PrometheusRule/hotsprings differs')));
  assert.deepEqual(
    problems.filter((p) => p.endsWith('no PodMonitor scrapes it')),
    ['planner: no PodMonitor scrapes it', 'weather: no PodMonitor scrapes it'],
  );
});

test("the metric names read out of the rules' and the dashboard's queries", () => {
  assert.deepEqual(
    metricNames(
      'histogram_quantile(0.95, sum by (service, le) (rate(http_request_duration_seconds_bucket{route=~"a|b"}[5m]))) > 0.25',
    ),
    ['http_request_duration_seconds_bucket'],
  );
  assert.deepEqual(
    metricNames(
      'sum by (service, stream) (a_pending + b_pending) > 0 unless on (service) sum by (service) (increase(c_total{outcome="ok"}[$__rate_interval])) > 0',
    ),
    ['a_pending', 'b_pending', 'c_total'],
  );
  assert.deepEqual(labelValues('x{route="/api/springs", method="GET"}', 'route'), ['/api/springs']);
  // Every query reads at least one metric.
  for (const query of [...alerts().map((a) => a.expr), ...dashboardQueries()]) {
    assert.ok(metricNames(query).length > 0, query);
  }
});

test("docker-compose's Prometheus scrapes every process under its name, and loads the alerts", () => {
  interface ScrapeConfig {
    http_sd_configs?: { url: string }[];
    static_configs?: { targets: string[]; labels: { service: string } }[];
  }
  const file = join(MONITORING_DIR, 'compose', 'prometheus.yml');
  const config = parse(readFileSync(file, 'utf8')) as { scrape_configs: ScrapeConfig[] };
  // The gateway's metrics port in docker-compose: its setting there, or its default.
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: { gateway: { environment: Record<string, string> } };
  };
  const metricsSetting = envSchemaFor('gateway').shape?.METRICS_PORT as {
    parse(value: unknown): number;
  };
  const metricsPort = metricsSetting.parse(compose.services.gateway.environment.METRICS_PORT);
  const gatewayMetrics = `gateway:${metricsPort}`;
  // The gateway scraped itself; every service found through its list (GET /scrape-targets,
  // from the manifest: gateway/src/readiness-and-metrics.test.ts), so no service is named here.
  assert.deepEqual(
    config.scrape_configs.flatMap((job) => job.static_configs ?? []),
    [{ targets: [gatewayMetrics], labels: { service: 'gateway' } }],
  );
  assert.deepEqual(
    config.scrape_configs.flatMap((job) => job.http_sd_configs ?? []).map((sd) => sd.url),
    [`http://${gatewayMetrics}/scrape-targets`],
  );
  // As mounted in the container: the rules beside the configuration.
  const dir = mkdtempSync(join(tmpdir(), 'hotsprings-prometheus-'));
  try {
    copyFileSync(file, join(dir, 'prometheus.yml'));
    copyFileSync(RULES_FILE, join(dir, 'alert-rules.yml'));
    assert.match(promtool('check', 'config', join(dir, 'prometheus.yml')), /SUCCESS: 1 rule files/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
