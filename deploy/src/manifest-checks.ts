import { SERVICES, serviceUrlSetting, type ServiceEntry } from '@hotsprings/contracts';
import type { ComposeFile } from './compose';
import { containerEnv } from './k8s-env';
import type { K8sObject } from './kustomize';
import { workloads } from './pod-specs';
import { envSchemaFor } from './service-env';

// The service manifest (proto/src/services.ts) is what `make dev` and the gateway run on: these
// checks hold the compose file and the Kubernetes objects to the same ports, stores and addresses.

/** The database a store URL names (`postgres://…/springs`, `mongodb://…/community?…`). */
const databaseOf = (url: string | undefined) =>
  url && URL.canParse(url) ? decodeURIComponent(new URL(url).pathname.slice(1)) : undefined;

/** The address another process reaches the service at, on the compose or cluster network. */
const serviceUrl = ({ name, port }: ServiceEntry) => `http://${name}:${port}`;

/**
 * The address the gateway calls a service at: its <NAME>_URL, or the default of its schema when
 * unset (the service's name and port of the manifest, which compose and Kubernetes leave it to).
 */
function gatewayCalls(
  service: (typeof SERVICES)[number],
  env: Record<string, string | null | undefined>,
): unknown {
  const setting = serviceUrlSetting(service.name);
  const field = envSchemaFor('gateway').shape?.[setting] as
    { safeParse(value: unknown): { data?: unknown } } | undefined;
  return field?.safeParse(env[setting] ?? undefined).data;
}

/** The store a service's pods are labelled with, for the stores' NetworkPolicies. */
const storeLabel = (service: ServiceEntry) => (service.store.mongodb ? 'mongodb' : 'postgres');

/** Where a service's settings say it keeps its data, against the manifest's store. */
function storeProblems(where: string, service: ServiceEntry, env: Record<string, string>) {
  const { postgres, mongodb } = service.store;
  const [setting, database] = mongodb
    ? ['MONGODB_URL', mongodb]
    : (['DATABASE_URL', postgres] as const);
  const named = databaseOf(env[setting]);
  return named === database ? [] : [`${where}: ${setting} names ${named}, not ${database}`];
}

/** Every service folder has its entry in the manifest, and every entry its folder. */
export function manifestFolderProblems(folders: string[]): string[] {
  const listed: string[] = SERVICES.map(({ name }) => name);
  return [
    ...folders
      .filter((name) => !listed.includes(name))
      .map((name) => `services/${name}: not in the service manifest (proto/src/services.ts)`),
    ...listed
      .filter((name) => !folders.includes(name))
      .map((name) => `${name}: in the service manifest, but there is no services/${name}`),
  ];
}

/** docker-compose.yml runs each service on its port and store, and the gateway reaches each. */
export function composeManifestProblems(file: ComposeFile): string[] {
  const problems: string[] = [];
  const gateway = file.services.gateway;
  for (const service of SERVICES) {
    const entry = file.services[service.name];
    if (!entry) continue; // composeProblems says it is missing
    const env = Object.fromEntries(
      Object.entries(entry.environment ?? {}).map(([k, v]) => [k, v ?? '']),
    );
    if (env.PORT !== String(service.port))
      problems.push(`${service.name}: PORT is ${env.PORT}, not ${service.port}`);
    problems.push(...storeProblems(service.name, service, env));
    if (service.store.mongodb && !entry.depends_on?.mongodb)
      problems.push(`${service.name}: does not wait for mongodb`);
    if (gateway && gatewayCalls(service, gateway.environment ?? {}) !== serviceUrl(service))
      problems.push(`gateway: ${serviceUrlSetting(service.name)} is not ${serviceUrl(service)}`);
    if (gateway?.depends_on?.[service.name]?.condition !== 'service_healthy')
      problems.push(`gateway: does not wait for ${service.name} to be healthy`);
  }
  return problems;
}

/** The cluster runs each service on its port and store, and the gateway reaches each. */
export function k8sManifestProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const deploymentOf = (app: string) =>
    workloads(objects).find((w) => w.object.kind === 'Deployment' && w.labels.app === app);
  const gateway = deploymentOf('gateway')?.pod.containers[0];
  const gatewayEnv = gateway ? containerEnv(gateway, objects) : undefined;
  for (const service of SERVICES) {
    const deployment = deploymentOf(service.name);
    const container = deployment?.pod.containers[0];
    if (!deployment || !container) continue; // coverageProblems says it is missing
    const where = `Deployment/${service.name}`;
    // What the PodMonitor, the gateway's and the stores' NetworkPolicies select its pods by.
    const labels = { 'app.kubernetes.io/component': 'service', store: storeLabel(service) };
    for (const [key, value] of Object.entries(labels)) {
      if (deployment.labels[key] !== value)
        problems.push(`${where}: its pods are not labelled ${key}: ${value}`);
    }
    const env = containerEnv(container, objects);
    if (env.PORT !== String(service.port))
      problems.push(`${where}: PORT is ${env.PORT}, not ${service.port}`);
    if (!container.ports?.some((port) => port.containerPort === service.port))
      problems.push(`${where}: does not expose port ${service.port}`);
    problems.push(...storeProblems(where, service, env));
    const object = objects.find((o) => o.kind === 'Service' && o.metadata.name === service.name);
    const ports = (object?.spec as { ports?: { port: number }[] } | undefined)?.ports ?? [];
    if (object && !ports.some((port) => port.port === service.port))
      problems.push(`Service/${service.name}: does not serve port ${service.port}`);
    if (gatewayEnv && gatewayCalls(service, gatewayEnv) !== serviceUrl(service))
      problems.push(
        `Deployment/gateway: ${serviceUrlSetting(service.name)} is not ${serviceUrl(service)}`,
      );
  }
  return problems;
}
