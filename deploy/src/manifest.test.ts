import assert from 'node:assert/strict';
import { test } from 'node:test';
import { composeConfig } from './compose';
import { renderOverlay } from './kustomize';
import {
  composeManifestProblems,
  k8sManifestProblems,
  manifestFolderProblems,
} from './manifest-checks';
import { workloads } from './pod-specs';
import { serviceNames } from './repo';

test('every service folder is in the service manifest, and every entry has its folder', () => {
  assert.deepEqual(manifestFolderProblems(serviceNames()), []);
  assert.deepEqual(manifestFolderProblems([...serviceNames(), 'weather']), [
    'services/weather: not in the service manifest (proto/src/services.ts)',
  ]);
  assert.deepEqual(manifestFolderProblems(serviceNames().filter((name) => name !== 'contact')), [
    'contact: in the service manifest, but there is no services/contact',
  ]);
});

test('the compose checks find a port, a store or an address that is not the manifest’s', () => {
  const config = composeConfig({ SESSION_SECRET: 'a'.repeat(64), POSTGRES_PASSWORD: 'b' });
  const env = (name: string) => config.services[name]!.environment!;
  env('springs').PORT = '3009';
  env('auth').DATABASE_URL = 'postgres://postgres:b@postgres:5432/users';
  env('gateway').PLANNER_URL = 'http://planner:3000';
  delete config.services.gateway!.depends_on!.contact;
  assert.deepEqual(composeManifestProblems(config).sort(), [
    'auth: DATABASE_URL names users, not auth',
    'gateway: PLANNER_URL is not http://planner:3004',
    'gateway: does not wait for contact to be healthy',
    'springs: PORT is 3009, not 3001',
  ]);
});

test('the Kubernetes checks find a port, a store or an address that is not the manifest’s', () => {
  const objects = renderOverlay('dev');
  const container = (app: string) =>
    workloads(objects).find((w) => w.object.kind === 'Deployment' && w.labels.app === app)!.pod
      .containers[0]!;
  container('reviews').ports![0]!.containerPort = 3010;
  const mongodb = container('community').env!.find((e) => e.name === 'MONGODB_URL')!;
  mongodb.valueFrom = undefined;
  mongodb.value = 'mongodb://mongodb-0.mongodb:27017/forum?replicaSet=rs0';
  container('gateway').env!.push({ name: 'AUTH_URL', value: 'http://auth:80' });
  assert.deepEqual(k8sManifestProblems(objects).sort(), [
    'Deployment/community: MONGODB_URL names forum, not community',
    'Deployment/gateway: AUTH_URL is not http://auth:3002',
    'Deployment/reviews: does not expose port 3003',
  ]);
});
