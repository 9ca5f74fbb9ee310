import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe as group, test } from 'node:test';
import { K8sObject, kustomizeVersion, overlayNames, renderOverlay } from './kustomize';
import { containerEnv } from './k8s-env';
import { allContainers, Container, workloads } from './pod-specs';
import { ROOT } from './repo';
import { checkObjects, validateOverlay } from './validate-overlay';

for (const overlay of overlayNames()) {
  test(`the ${overlay} overlay renders, and every object passes every check`, () => {
    kustomizeVersion();
    const { objects, problems } = validateOverlay(overlay);
    assert.ok(objects.length > 0);
    assert.deepEqual(problems, []);
  });
}

const deployment = (objs: K8sObject[], app: string) => {
  const found = workloads(objs).find((w) => w.object.kind === 'Deployment' && w.labels.app === app);
  assert.ok(found, `no Deployment ${app}`);
  return found;
};
const container = (objs: K8sObject[], app: string): Container =>
  deployment(objs, app).pod.containers[0]!;

group('the checks find what is wrong', () => {
  let objects: K8sObject[];
  before(() => {
    objects = renderOverlay('dev');
  });
  const broken = (change: (objs: K8sObject[]) => void) => {
    const copy = structuredClone(objects);
    change(copy);
    return checkObjects(copy);
  };

  test('a port that is not a number breaks the API schema', () => {
    const problems = broken((objs) => {
      container(objs, 'springs').ports![0]!.containerPort = 'http' as unknown as number;
    });
    assert.ok(problems.some((p) => /Deployment\/springs: .*containerPort must be integer/.test(p)));
  });

  test('a key the Secret does not have', () => {
    const problems = broken((objs) => {
      const env = container(objs, 'auth').env!.find((e) => e.name === 'SESSION_SECRET')!;
      env.valueFrom!.secretKeyRef!.key = 'SESION_SECRET';
    });
    assert.ok(
      problems.some((p) => /Deployment\/auth auth: Secret .* has no key SESION_SECRET/.test(p)),
    );
  });

  test('a missing readiness probe, a writable root filesystem and no limits', () => {
    const problems = broken((objs) => {
      const springs = container(objs, 'springs');
      delete springs.readinessProbe;
      springs.securityContext!.readOnlyRootFilesystem = false;
      delete springs.resources!.limits;
    });
    assert.ok(problems.includes('Deployment/springs: readiness probe is not GET /readyz'));
    assert.ok(problems.includes('Deployment/springs springs: readOnlyRootFilesystem is not true'));
    assert.ok(problems.includes('Deployment/springs springs: no CPU and memory limits'));
  });

  test('a setting the service needs, and one it does not read', () => {
    const problems = broken((objs) => {
      const reviews = container(objs, 'reviews');
      reviews.env = reviews.env!.filter((e) => e.name !== 'DATABASE_URL');
      reviews.env.push({ name: 'UPLOAD_DIR', value: '/data/uploads' });
    });
    assert.ok(problems.includes('Deployment/reviews reviews: DATABASE_URL is missing'));
    assert.ok(
      problems.includes('Deployment/reviews reviews: sets UPLOAD_DIR, which it does not read'),
    );
  });

  test("a store's address left to its one-machine default", () => {
    const problems = broken((objs) => {
      const gateway = container(objs, 'gateway');
      gateway.env = gateway.env!.filter((e) => e.name !== 'NATS_URL');
    });
    assert.ok(
      problems.includes(
        'Deployment/gateway gateway: NATS_URL is not set and falls back to nats://127.0.0.1:4222',
      ),
    );
  });

  test('a service whose pods lack the labels the shared policies admit them by', () => {
    const problems = broken((objs) => {
      const { labels } = deployment(objs, 'reviews');
      delete labels.store;
      delete labels['uses-redis'];
      delete labels['app.kubernetes.io/component'];
    });
    assert.deepEqual(
      problems.filter((p) => p.includes('reviews')),
      [
        'postgres does not admit Deployment/reviews, whose policy reaches it',
        'nats does not admit Deployment/reviews, whose policy reaches it',
        'redis does not admit Deployment/reviews, whose policy reaches it',
        "the gateway's NetworkPolicy does not reach reviews on its port",
        'Deployment/reviews: its pods are not labelled app.kubernetes.io/component: service',
        'Deployment/reviews: its pods are not labelled store: postgres',
      ],
    );
  });

  test('a store label without the policy reaching the store, and a service without a policy', () => {
    const problems = broken((objs) => {
      const { labels } = deployment(objs, 'planner');
      labels['uses-redis'] = 'true';
      const policy = objs.findIndex(
        (o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'contact',
      );
      objs.splice(policy, 1);
    });
    assert.ok(problems.includes('redis admits Deployment/planner, whose policy does not reach it'));
    assert.ok(problems.includes('Deployment/contact: no NetworkPolicy of its own'));
    assert.ok(problems.includes("contact's NetworkPolicy does not admit the gateway"));
    assert.ok(
      problems.includes('postgres admits Deployment/contact, whose policy does not reach it'),
    );
  });

  test('a Deployment of an image not ours, which the overlays would tag as ours', () => {
    const problems = broken((objs) => {
      container(objs, 'planner').image = 'osrm/osrm-backend:dev';
    });
    assert.ok(
      problems.includes('Deployment/planner: runs osrm/osrm-backend:dev, not an image of ours'),
    );
  });

  test('https out of the cluster that could reach into the private ranges', () => {
    const problems = broken((objs) => {
      const policy = objs.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'billing')!;
      const egress = (policy.spec as { egress: { to: { ipBlock?: { except?: string[] } }[] }[] })
        .egress;
      delete egress.at(-1)!.to[0]!.ipBlock!.except;
    });
    assert.ok(problems.includes('NetworkPolicy/billing: a rule open to every address'));
  });

  test('a service opened to every address, and an autoscaler missing', () => {
    const problems = broken((objs) => {
      const policy = objs.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'auth')!;
      (policy.spec as { ingress: object[] }).ingress.push({});
      const hpa = objs.findIndex(
        (o) => o.kind === 'HorizontalPodAutoscaler' && o.metadata.name === 'reviews',
      );
      objs.splice(hpa, 1);
    });
    assert.ok(problems.includes('NetworkPolicy/auth: a rule open to every address'));
    assert.ok(problems.includes('reviews: no HorizontalPodAutoscaler'));
  });

  test('a store that reaches anything but its own replica set', () => {
    const problems = broken((objs) => {
      const policy = objs.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'mongodb')!;
      (policy.spec as { egress: object[] }).egress.push({
        to: [{ podSelector: { matchLabels: { app: 'nats' } } }],
      });
    });
    assert.ok(problems.includes('NetworkPolicy/mongodb: a store reaches out'));
  });
});

test('the forum runs on MongoDB, a replica set whose one member names itself', () => {
  const objects = renderOverlay('prod');
  const community = container(objects, 'community');
  const names = community.env!.map((e) => e.name);
  assert.ok(names.includes('MONGODB_URL'));
  assert.ok(!names.includes('DATABASE_URL'));
  const mongodb = workloads(objects).find((w) => w.labels.app === 'mongodb')!;
  assert.equal(mongodb.object.kind, 'StatefulSet');
  const args = mongodb.pod.containers[0]!.args!;
  assert.equal(args[args.indexOf('--replSet') + 1], 'rs0');
  assert.ok(args.includes('--keyFile'));
  const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === 'mongodb')!;
  // mongodb-0.mongodb, the member's name in the set, resolves only through a headless Service.
  assert.equal((service.spec as { clusterIP?: string }).clusterIP, 'None');
  const secretExample = readFileSync(join(ROOT, 'deploy', 'secrets.env.example'), 'utf8');
  assert.match(
    secretExample,
    /^COMMUNITY_MONGODB_URL=mongodb:\/\/.*@mongodb-0\.mongodb:27017\/.*replicaSet=rs0/m,
  );
});

test('the backups CronJob: one at a time, checked like every pod, and let through to the stores', () => {
  const objects = renderOverlay('prod');
  const cronJob = objects.find((o) => o.kind === 'CronJob' && o.metadata.name === 'backup')!;
  assert.equal((cronJob.spec as { concurrencyPolicy: string }).concurrencyPolicy, 'Forbid');
  const backup = workloads(objects).find((w) => w.object === cronJob)!;
  assert.equal(backup.labels.app, 'backup');
  const policy = (name: string) =>
    objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === name)!.spec as {
      ingress?: { from: { podSelector?: { matchLabels: { app: string } } }[] }[];
      egress?: { to: { podSelector?: { matchLabels: { app: string } } }[] }[];
    };
  const apps = (peers: { podSelector?: { matchLabels: { app: string } } }[]) =>
    peers.map((peer) => peer.podSelector?.matchLabels.app);
  const reaches = policy('backup').egress!.flatMap((rule) => apps(rule.to));
  for (const store of ['postgres', 'mongodb']) {
    assert.ok(reaches.includes(store), `backup reaches ${store}`);
    const admits = policy(store).ingress!.flatMap((rule) => apps(rule.from));
    assert.ok(admits.includes('backup'), `${store} admits backup`);
  }
  // The dumps, then the upload to the bucket (upload.sh: nothing without BACKUP_S3_BUCKET), in order.
  assert.deepEqual(
    allContainers(backup.pod).map((c) => c.name),
    ['mongodump', 'backup', 'upload'],
  );
  const upload = backup.pod.containers[0]!;
  assert.deepEqual(
    Object.keys(containerEnv(upload, objects))
      .filter((name) => name.startsWith('BACKUP_'))
      .sort(),
    [
      'BACKUP_KEEP_LOCAL',
      'BACKUP_RETENTION_DAYS',
      'BACKUP_S3_ACCESS_KEY_ID',
      'BACKUP_S3_BUCKET',
      'BACKUP_S3_ENDPOINT',
      'BACKUP_S3_FORCE_PATH_STYLE',
      'BACKUP_S3_PREFIX',
      'BACKUP_S3_REGION',
      'BACKUP_S3_SECRET_ACCESS_KEY',
    ],
  );
  const https = policy('backup').egress!.some((rule) =>
    (rule as { ports?: { port: number }[] }).ports?.some((p) => p.port === 443),
  );
  assert.ok(https, 'backup reaches the bucket over HTTPS');
  const copy = structuredClone(objects);
  const container = workloads(copy).find((w) => w.labels.app === 'backup')!.pod.containers[0]!;
  container.securityContext!.readOnlyRootFilesystem = false;
  assert.ok(
    checkObjects(copy).includes('CronJob/backup upload: readOnlyRootFilesystem is not true'),
  );
});

test('NATS syncs every JetStream write to disk', () => {
  const objects = renderOverlay('prod');
  const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('nats-'));
  const file = (config?.data as Record<string, string>)['nats-server.conf'] ?? '';
  const jetstream = /jetstream\s*\{([^}]*)\}/.exec(file)?.[1] ?? '';
  assert.match(jetstream, /^\s*sync_interval:\s*always\s*$/m);
  assert.match(jetstream, /^\s*store_dir:\s*\/data\/jetstream\s*$/m);
});

test('no secret value is committed: Secrets come only from git-ignored env files', () => {
  const files = execFileSync('git', ['ls-files', 'deploy'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ya?ml|env)$/.test(file));
  for (const file of files) {
    assert.doesNotMatch(readFileSync(join(ROOT, file), 'utf8'), /^kind:\s*Secret\s*$/m, file);
    assert.doesNotMatch(file, /secrets\.env$/, `${file} is committed`);
  }
  for (const overlay of overlayNames()) {
    const file = `deploy/overlays/${overlay}/secrets.env`;
    execFileSync('git', ['check-ignore', '-q', file], { cwd: ROOT }); // throws when not ignored
  }
});
