import { describe, K8sObject } from './kustomize';
import { allContainers, Container, Probe, workloads } from './pod-specs';

/** The service an image of ours runs (hotsprings/<name>, from any registry), or null. */
export function ourImage(image: string): string | null {
  return /(?:^|\/)hotsprings\/([a-z][a-z0-9-]*)(?::|$)/.exec(image)?.[1] ?? null;
}

const path = (probe: Probe | undefined) => probe?.httpGet?.path;

/**
 * What every pod must do: run as a user other than root with the runtime's seccomp profile;
 * every container without privilege escalation or capabilities, on a read-only root filesystem,
 * with CPU and memory requests and limits and a pinned image tag. Our long-running services
 * also answer the probes: startup and liveness on /healthz, readiness on /readyz.
 */
export function hardeningProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const { object, pod } of workloads(objects)) {
    const where = describe(object);
    if (pod.securityContext?.runAsNonRoot !== true)
      problems.push(`${where}: pod securityContext.runAsNonRoot is not true`);
    if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
      problems.push(`${where}: pod seccompProfile is not RuntimeDefault`);
    for (const container of allContainers(pod)) {
      problems.push(...containerProblems(`${where} ${container.name}`, container));
      const service = ourImage(container.image);
      const longRunning = object.kind === 'Deployment';
      if (service && longRunning) problems.push(...probeProblems(where, container));
    }
  }
  return problems;
}

function containerProblems(at: string, container: Container): string[] {
  const problems: string[] = [];
  const security = container.securityContext;
  if (security?.allowPrivilegeEscalation !== false)
    problems.push(`${at}: allowPrivilegeEscalation is not false`);
  if (security?.readOnlyRootFilesystem !== true)
    problems.push(`${at}: readOnlyRootFilesystem is not true`);
  if (!security?.capabilities?.drop?.includes('ALL'))
    problems.push(`${at}: capabilities do not drop ALL`);
  const { requests, limits } = container.resources ?? {};
  if (!requests?.cpu || !requests.memory) problems.push(`${at}: no CPU and memory requests`);
  if (!limits?.cpu || !limits.memory) problems.push(`${at}: no CPU and memory limits`);
  const tag = /:([^/:]+)$/.exec(container.image)?.[1];
  if (!tag || tag === 'latest') problems.push(`${at}: image ${container.image} has no pinned tag`);
  return problems;
}

function probeProblems(where: string, container: Container): string[] {
  const problems: string[] = [];
  if (path(container.startupProbe) !== '/healthz')
    problems.push(`${where}: startup probe is not GET /healthz`);
  if (path(container.livenessProbe) !== '/healthz')
    problems.push(`${where}: liveness probe is not GET /healthz`);
  if (path(container.readinessProbe) !== '/readyz')
    problems.push(`${where}: readiness probe is not GET /readyz`);
  return problems;
}
