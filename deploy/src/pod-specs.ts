import type { K8sObject } from './kustomize';

/** The parts of a pod's specification that the checks read. */
export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: {
      configMapKeyRef?: { name: string; key: string };
      secretKeyRef?: { name: string; key: string };
    };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: {
    requests?: { cpu?: string; memory?: string };
    limits?: { cpu?: string; memory?: string };
  };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}

export interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
  tcpSocket?: { port: string | number };
}

export interface PodSpec {
  serviceAccountName?: string;
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
  containers: Container[];
  initContainers?: Container[];
  volumes?: {
    name: string;
    configMap?: { name: string };
    secret?: { secretName: string };
    persistentVolumeClaim?: { claimName: string };
  }[];
}

export interface Workload {
  object: K8sObject;
  labels: Record<string, string>;
  pod: PodSpec;
}

interface WorkloadSpec {
  template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  volumeClaimTemplates?: { metadata: { name: string } }[];
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Job', 'CronJob']);

/** The pod template of a workload: a CronJob's is in the template of the Jobs it makes. */
function podTemplate(object: K8sObject): WorkloadSpec['template'] {
  if (object.kind === 'CronJob')
    return (object.spec as { jobTemplate: { spec: WorkloadSpec } }).jobTemplate.spec.template;
  return (object.spec as WorkloadSpec).template;
}

/** Every object that runs pods, with its pod template. */
export function workloads(objects: K8sObject[]): Workload[] {
  return objects
    .filter((obj) => WORKLOAD_KINDS.has(obj.kind))
    .map((object) => {
      const template = podTemplate(object);
      return { object, labels: template.metadata?.labels ?? {}, pod: template.spec };
    });
}

export function allContainers(pod: PodSpec): Container[] {
  return [...(pod.initContainers ?? []), ...pod.containers];
}

/** Volume claims a StatefulSet makes for itself: they need no PersistentVolumeClaim object. */
export function claimTemplates(workload: Workload): string[] {
  const spec = workload.object.spec as WorkloadSpec;
  return (spec.volumeClaimTemplates ?? []).map((claim) => claim.metadata.name);
}

export function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  const pairs = Object.entries(selector);
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}
