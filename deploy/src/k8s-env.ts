import { ourImage } from './k8s-hardening';
import { describe, K8sObject } from './kustomize';
import { allContainers, Container, workloads } from './pod-specs';
import { envProblems, envSchemaFor } from './service-env';

function dataOf(objects: K8sObject[], kind: string, name: string): Record<string, string> {
  const obj = objects.find((o) => o.kind === kind && o.metadata.name === name);
  const data = (obj?.data ?? {}) as Record<string, string>;
  // Secrets carry base64 data.
  if (kind !== 'Secret') return data;
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString('utf8')]),
  );
}

/** The environment a container starts with, its references resolved in the same rendering. */
export function containerEnv(container: Container, objects: K8sObject[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(env, dataOf(objects, 'ConfigMap', source.configMapRef.name));
    if (source.secretRef) Object.assign(env, dataOf(objects, 'Secret', source.secretRef.name));
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    const cm = valueFrom?.configMapKeyRef;
    const secret = valueFrom?.secretKeyRef;
    const resolved =
      value ??
      (cm && dataOf(objects, 'ConfigMap', cm.name)[cm.key]) ??
      (secret && dataOf(objects, 'Secret', secret.name)[secret.key]);
    if (resolved !== undefined) env[name] = resolved;
  }
  return env;
}

/** Every container of ours starts with an environment its configuration schema accepts. */
export function manifestEnvProblems(objects: K8sObject[]): string[] {
  return workloads(objects).flatMap(({ object, pod }) =>
    allContainers(pod).flatMap((container) => {
      const service = ourImage(container.image);
      if (!service) return [];
      const schema = envSchemaFor(service, container.command);
      const where = `${describe(object)} ${container.name}`;
      return envProblems(where, schema, containerEnv(container, objects));
    }),
  );
}
