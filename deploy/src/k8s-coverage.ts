import { describe, K8sObject } from './kustomize';
import { ourImage } from './k8s-hardening';
import { selects, workloads } from './pod-specs';

/** Workloads whose load grows with visitors or members: each has an autoscaler. */
export const AUTOSCALED = ['gateway', 'springs', 'auth', 'reviews', 'community'];

interface PolicySpec {
  podSelector: { matchLabels?: Record<string, string> };
  policyTypes?: string[];
  ingress?: { from?: PolicyPeer[] }[];
  egress?: EgressRule[];
}

interface PolicyPeer {
  podSelector?: { matchLabels?: Record<string, string> };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string; except?: string[] };
}

interface EgressRule {
  to?: PolicyPeer[];
  ports?: { port?: number | string }[];
}

const PRIVATE_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];

/** The ports a service may use to reach a provider outside the cluster: https, SMTP submission. */
const PROVIDER_PORTS = new Set<number | string | undefined>([443, 465, 587]);

/**
 * An egress rule to addresses, not pods: only to a provider's ports (Stripe's API, a mail
 * server), and never into the private ranges.
 */
function providerOut(rule: EgressRule): boolean {
  const blocks = (rule.to ?? []).filter((peer) => peer.ipBlock);
  return (
    blocks.length > 0 &&
    blocks.length === rule.to?.length &&
    (rule.ports?.length ?? 0) > 0 &&
    rule.ports!.every((port) => PROVIDER_PORTS.has(port.port)) &&
    blocks.every((peer) => PRIVATE_RANGES.every((r) => peer.ipBlock?.except?.includes(r)))
  );
}

const named = (objects: K8sObject[], kind: string, name: string) =>
  objects.some((obj) => obj.kind === kind && obj.metadata.name === name);

const specOf = (policy: K8sObject) => policy.spec as PolicySpec;

/** The policies whose pod selector takes in pods of these labels: the pod's own. */
const ownPolicies = (policies: K8sObject[], labels: Record<string, string>) =>
  policies.filter((p) => selects(specOf(p).podSelector.matchLabels ?? {}, labels));

/** A rule's peers take in the pods of these labels (of this namespace). */
const takesIn = (peers: PolicyPeer[] | undefined, labels: Record<string, string>) =>
  (peers ?? []).some(
    (peer) =>
      !peer.namespaceSelector &&
      !peer.ipBlock &&
      selects(peer.podSelector?.matchLabels ?? {}, labels),
  );

/** The stores, each reached by some pods: the policies on both sides must agree. */
const STORES = ['postgres', 'mongodb', 'nats', 'redis'];

/**
 * The policies on both sides of each connection agree, now that the shared ones admit pods by
 * their labels rather than by name: a store admits exactly the pods whose own policy reaches it
 * (a label missing or left over shows here), the gateway reaches each service on its port and the
 * service admits it.
 */
export function reachProblems(objects: K8sObject[], services: string[]): string[] {
  const problems: string[] = [];
  const policies = objects.filter((obj) => obj.kind === 'NetworkPolicy');
  const own = (labels: Record<string, string>) => ownPolicies(policies, labels);
  const reaches = (from: Record<string, string>, to: Record<string, string>, ports?: unknown[]) =>
    own(from).some((p) =>
      (specOf(p).egress ?? []).some(
        (rule) =>
          takesIn(rule.to, to) &&
          (!ports || !rule.ports || rule.ports.some((port) => ports.includes(port.port))),
      ),
    );
  const admits = (to: Record<string, string>, from: Record<string, string>) =>
    own(to).some((p) => (specOf(p).ingress ?? []).some((rule) => takesIn(rule.from, from)));

  const all = workloads(objects);
  for (const store of STORES) {
    const target = all.find((w) => w.labels.app === store);
    if (!target) continue;
    for (const w of all.filter((w) => w !== target)) {
      const reached = reaches(w.labels, target.labels);
      const admitted = admits(target.labels, w.labels);
      if (reached && !admitted)
        problems.push(`${store} does not admit ${describe(w.object)}, whose policy reaches it`);
      if (admitted && !reached)
        problems.push(`${store} admits ${describe(w.object)}, whose policy does not reach it`);
    }
  }

  const deployment = (app: string) =>
    all.find((w) => w.object.kind === 'Deployment' && w.labels.app === app);
  const gateway = deployment('gateway');
  if (!gateway) return problems;
  for (const name of services) {
    const service = deployment(name);
    if (!service) continue; // coverageProblems says it is missing
    const ports = (service.pod.containers[0]?.ports ?? []).flatMap((p) => [
      p.containerPort,
      p.name,
    ]);
    if (!reaches(gateway.labels, service.labels, ports))
      problems.push(`the gateway's NetworkPolicy does not reach ${name} on its port`);
    if (!admits(service.labels, gateway.labels))
      problems.push(`${name}'s NetworkPolicy does not admit the gateway`);
  }
  return problems;
}

/**
 * Everything a service needs is there: every service of the repository and the gateway run as a
 * Deployment with a Service and a PodDisruptionBudget; the autoscaled ones have an autoscaler.
 * The network is closed by default: a policy denies everything, every pod has a policy of its
 * own, no rule opens to every address (but https out of the cluster, for a payment provider),
 * only the gateway admits traffic from another namespace than Prometheus's, the stores reach
 * nothing, and the policies on both sides of a connection agree (reachProblems). Every Deployment
 * runs an image of ours, which the overlays tag.
 */
export function coverageProblems(objects: K8sObject[], services: string[]): string[] {
  const problems: string[] = [];
  for (const name of ['gateway', ...services]) {
    for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget']) {
      if (!named(objects, kind, name)) problems.push(`${name}: no ${kind}`);
    }
    if (AUTOSCALED.includes(name) && !named(objects, 'HorizontalPodAutoscaler', name))
      problems.push(`${name}: no HorizontalPodAutoscaler`);
  }
  // The overlays tag (and prefix with the registry) every Deployment's image as one of ours.
  for (const { object, pod } of workloads(objects)) {
    if (object.kind !== 'Deployment') continue;
    for (const { image } of pod.containers) {
      if (ourImage(image) === null)
        problems.push(`${describe(object)}: runs ${image}, not an image of ours`);
    }
  }
  problems.push(...reachProblems(objects, services));

  const policies = objects.filter((obj) => obj.kind === 'NetworkPolicy');
  const denyAll = policies.some((p) => {
    const s = specOf(p);
    return (
      Object.keys(s.podSelector.matchLabels ?? {}).length === 0 &&
      s.policyTypes?.includes('Ingress') &&
      s.policyTypes.includes('Egress') &&
      !s.ingress?.length &&
      !s.egress?.length
    );
  });
  if (!denyAll) problems.push('no NetworkPolicy denying all traffic by default');

  for (const { object, labels, pod } of workloads(objects)) {
    // Policies for every pod (deny, DNS) have an empty selector: these are the pod's own.
    const own = ownPolicies(policies, labels);
    if (own.length === 0) problems.push(`${describe(object)}: no NetworkPolicy of its own`);
    const image = pod.containers[0]?.image;
    const isOurs = image !== undefined && ourImage(image) !== null;
    // A job of a store's image (the backups' pg_dump) is no store: it reaches the stores.
    const isStore = !isOurs && !['Job', 'CronJob'].includes(object.kind);
    for (const policy of own) {
      const s = specOf(policy);
      const peers = [
        ...(s.ingress ?? []).map((rule) => rule.from),
        ...(s.egress ?? []).filter((rule) => !providerOut(rule)).map((rule) => rule.to),
      ];
      if (peers.some((peer) => !peer || peer.length === 0 || peer.some((p) => p.ipBlock)))
        problems.push(`${describe(policy)}: a rule open to every address`);
      const outside = (s.ingress ?? [])
        .flatMap((rule) => rule.from ?? [])
        .map((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'])
        .filter((ns) => ns !== undefined && ns !== 'monitoring');
      if (outside.length > 0 && labels.app !== 'gateway')
        problems.push(`${describe(policy)}: admits traffic from namespace ${outside.join(', ')}`);
      // A store may reach its own kind only (the members of a replica set).
      const reachesOut = (s.egress ?? []).some(
        (rule) => !rule.to?.every((peer) => peer.podSelector?.matchLabels?.app === labels.app),
      );
      if (isStore && reachesOut) problems.push(`${describe(policy)}: a store reaches out`);
    }
  }
  return problems;
}
