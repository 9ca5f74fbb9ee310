import { describe, K8sObject } from './kustomize';
import { allContainers, claimTemplates, selects, workloads } from './pod-specs';

type Named = Map<string, K8sObject>;

function byKind(objects: K8sObject[], kind: string): Named {
  return new Map(
    objects.filter((obj) => obj.kind === kind).map((obj) => [obj.metadata.name, obj] as const),
  );
}

function keysOf(obj: K8sObject | undefined): Set<string> {
  const data = { ...(obj?.data as object), ...(obj?.stringData as object) };
  return new Set(Object.keys(data));
}

/**
 * Every name an object refers to exists in the same rendering: config maps and secrets (and the
 * keys read from them), volume claims, service accounts, the pods a Service, budget or
 * autoscaler points at, and the Services behind the Ingress. A generated name that a reference
 * failed to take (its hash suffix) shows up here.
 */
export function referenceProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const configMaps = byKind(objects, 'ConfigMap');
  const secrets = byKind(objects, 'Secret');
  const claims = byKind(objects, 'PersistentVolumeClaim');
  const accounts = byKind(objects, 'ServiceAccount');
  const services = byKind(objects, 'Service');
  const pods = workloads(objects);

  const needKey = (where: string, map: Named, kind: string, name: string, key?: string) => {
    if (!map.has(name)) problems.push(`${where}: ${kind} ${name} does not exist`);
    else if (key !== undefined && !keysOf(map.get(name)).has(key))
      problems.push(`${where}: ${kind} ${name} has no key ${key}`);
  };

  for (const workload of pods) {
    const where = describe(workload.object);
    const { pod } = workload;
    if (pod.serviceAccountName && !accounts.has(pod.serviceAccountName))
      problems.push(`${where}: ServiceAccount ${pod.serviceAccountName} does not exist`);
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap) needKey(where, configMaps, 'ConfigMap', volume.configMap.name);
      if (volume.secret) needKey(where, secrets, 'Secret', volume.secret.secretName);
      if (volume.persistentVolumeClaim)
        needKey(where, claims, 'PersistentVolumeClaim', volume.persistentVolumeClaim.claimName);
    }
    const volumeNames = new Set([
      ...(pod.volumes ?? []).map((v) => v.name),
      ...claimTemplates(workload),
    ]);
    for (const container of allContainers(pod)) {
      const at = `${where} ${container.name}`;
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef) needKey(at, configMaps, 'ConfigMap', source.configMapRef.name);
        if (source.secretRef) needKey(at, secrets, 'Secret', source.secretRef.name);
      }
      for (const { valueFrom } of container.env ?? []) {
        const cm = valueFrom?.configMapKeyRef;
        const secret = valueFrom?.secretKeyRef;
        if (cm) needKey(at, configMaps, 'ConfigMap', cm.name, cm.key);
        if (secret) needKey(at, secrets, 'Secret', secret.name, secret.key);
      }
      const mounts = (container as { volumeMounts?: { name: string }[] }).volumeMounts ?? [];
      for (const mount of mounts) {
        if (!volumeNames.has(mount.name)) problems.push(`${at}: no volume ${mount.name}`);
      }
    }
  }

  for (const service of services.values()) {
    const spec = service.spec as {
      selector?: Record<string, string>;
      ports: { targetPort?: string | number }[];
    };
    const targets = pods.filter((w) => selects(spec.selector ?? {}, w.labels));
    if (targets.length === 0) {
      problems.push(`${describe(service)}: selects no pods`);
      continue;
    }
    const portNames = new Set(
      targets.flatMap((w) => w.pod.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name))),
    );
    for (const { targetPort } of spec.ports) {
      if (typeof targetPort === 'string' && !portNames.has(targetPort))
        problems.push(`${describe(service)}: no container port named ${targetPort}`);
    }
  }

  for (const obj of objects) {
    if (obj.kind === 'HorizontalPodAutoscaler') {
      const target = (obj.spec as { scaleTargetRef: { kind: string; name: string } })
        .scaleTargetRef;
      if (!objects.some((o) => o.kind === target.kind && o.metadata.name === target.name))
        problems.push(
          `${describe(obj)}: scales ${target.kind}/${target.name}, which does not exist`,
        );
    }
    if (obj.kind === 'PodDisruptionBudget') {
      const selector = (obj.spec as { selector: { matchLabels: Record<string, string> } }).selector
        .matchLabels;
      if (!pods.some((w) => selects(selector, w.labels)))
        problems.push(`${describe(obj)}: selects no pods`);
    }
    if (obj.kind === 'Ingress') {
      const rules = (obj.spec as IngressSpec).rules;
      for (const path of rules.flatMap((rule) => rule.http.paths)) {
        const { name, port } = path.backend.service;
        const service = services.get(name);
        const ports = (service?.spec as { ports: { name?: string; port: number }[] } | undefined)
          ?.ports;
        if (!ports?.some((p) => p.name === port.name || p.port === port.number))
          problems.push(
            `${describe(obj)}: no Service ${name} with port ${port.name ?? port.number}`,
          );
      }
    }
  }
  return problems;
}

export interface IngressSpec {
  rules: {
    http: {
      paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[];
    };
  }[];
}
