import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { ComposeFile, composeConfig, mounts } from './compose';
import { composeProblems } from './compose-checks';
import { ROOT, serviceNames } from './repo';

const SETTINGS = { SESSION_SECRET: 'a'.repeat(64), POSTGRES_PASSWORD: 'b'.repeat(32) };
let config: ComposeFile;

before(() => {
  config = composeConfig(SETTINGS);
});

test('docker-compose.yml is valid Compose and passes every check', () => {
  assert.deepEqual(composeProblems(config, serviceNames()), []);
});

test('it refuses to start without the secrets in .env', () => {
  assert.throws(() => composeConfig({ SESSION_SECRET: 'a'.repeat(64) }), /POSTGRES_PASSWORD/);
});

test('NATS runs with the JetStream configuration that syncs every write', () => {
  const conf = mounts(config.services.nats!).find((m) =>
    m.source?.endsWith('deploy/base/stores/nats-server.conf'),
  );
  assert.ok(conf);
  assert.deepEqual(config.services.nats?.command, ['nats-server', '--config', conf.target]);
  assert.ok(mounts(config.services.nats!).some((m) => m.target === '/data/jetstream'));
});

test('the forum runs on MongoDB, a replica set that its health check makes on the first start', () => {
  const community = config.services.community!;
  assert.match(
    community.environment!.MONGODB_URL ?? '',
    /^mongodb:\/\/mongodb:27017\/.*replicaSet=rs0/,
  );
  assert.equal(community.environment!.DATABASE_URL, undefined);
  assert.deepEqual(community.depends_on!.mongodb, { condition: 'service_healthy' });
  const mongodb = config.services.mongodb!;
  assert.deepEqual(mongodb.command, ['mongod', '--replSet', 'rs0', '--bind_ip_all']);
  assert.match(
    mongodb.healthcheck!.test!.join(' '),
    /rs\.initiate\(\{ _id: 'rs0'.*isWritablePrimary/,
  );
});

test('the checks find what is wrong', () => {
  const broken = structuredClone(config);
  const springs = broken.services.springs!;
  delete springs.environment!.DATABASE_URL;
  springs.environment!.DATABSE_URL = 'postgres://postgres@postgres/springs';
  springs.ports = ['3001:3001'];
  broken.services.gateway!.depends_on!.auth = { condition: 'service_started' };
  delete broken.services.redis!.healthcheck;
  const problems = composeProblems(broken, serviceNames());
  assert.ok(problems.includes('springs: DATABASE_URL is missing'));
  assert.ok(problems.includes('springs: sets DATABSE_URL, which it does not read'));
  assert.ok(problems.includes('springs: publishes a port'));
  assert.ok(problems.includes('gateway: starts once auth is service_started, not healthy'));
  assert.ok(problems.includes('redis: no health check'));
});

test("the monitoring profile: Prometheus with the alerts, Grafana with the dashboard, on this machine's loopback only", () => {
  const targets = (service: string) =>
    mounts(config.services[service]!).map((m) => `${m.source?.replace(ROOT, '.')} ${m.target}`);
  assert.ok(
    targets('prometheus').includes(
      './deploy/monitoring/alert-rules.yml /etc/prometheus/alert-rules.yml',
    ),
  );
  assert.ok(
    targets('grafana').includes(
      './deploy/monitoring/dashboard.json /var/lib/grafana/dashboards/hotsprings.json',
    ),
  );
  assert.deepEqual(config.services.grafana!.ports, ['127.0.0.1:3000:3000/tcp']);
});
