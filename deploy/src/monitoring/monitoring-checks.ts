import { isDeepStrictEqual } from 'node:util';
import { schemaProblems } from '../k8s-schema';
import { describe, K8sObject, renderKustomization } from '../kustomize';
import { workloads } from '../pod-specs';
import { MONITORING_DIR, ruleGroups } from './monitoring-files';

export function renderMonitoring(): K8sObject[] {
  return renderKustomization(MONITORING_DIR);
}

interface PodMonitorSpec {
  namespaceSelector?: { matchNames?: string[] };
  selector: {
    matchLabels?: Record<string, string>;
    matchExpressions?: { key: string; operator: string; values?: string[] }[];
  };
  podMetricsEndpoints: { port?: string }[];
}

/** A label selector takes in these labels (the operators the monitors may use: In, Exists). */
function selectorTakes(selector: PodMonitorSpec['selector'], labels: Record<string, string>) {
  const pairs = Object.entries(selector.matchLabels ?? {});
  const expressions = selector.matchExpressions ?? [];
  return (
    pairs.length + expressions.length > 0 &&
    pairs.every(([key, value]) => labels[key] === value) &&
    expressions.every(({ key, operator, values }) =>
      operator === 'In'
        ? values?.includes(labels[key] ?? '') === true
        : operator === 'Exists' && key in labels,
    )
  );
}

/**
 * The monitoring objects: each against its kind's schema, the PrometheusRule the same alerts as
 * alert-rules.yml, and every service of the repository scraped: a PodMonitor selects the pods of
 * its Deployment in `site` (an overlay's objects) on a port its container names.
 */
export function monitoringProblems(
  objects: K8sObject[],
  services: string[],
  site: K8sObject[],
): string[] {
  const problems = objects.flatMap(schemaProblems);
  const rule = objects.find((o) => o.kind === 'PrometheusRule');
  if (!rule) problems.push('no PrometheusRule');
  else if (!isDeepStrictEqual((rule.spec as { groups: unknown }).groups, ruleGroups())) {
    problems.push(
      `${describe(rule)} differs from alert-rules.yml: run \`npm run prometheus-rule -w @hotsprings/deploy\``,
    );
  }
  const monitors = objects
    .filter((o) => o.kind === 'PodMonitor')
    .map((o) => o.spec as PodMonitorSpec);
  for (const service of services) {
    const deployment = workloads(site).find(
      (w) => w.object.kind === 'Deployment' && w.labels.app === service,
    );
    const ports = (deployment?.pod.containers[0]?.ports ?? []).map((port) => port.name);
    const scraped = monitors.some(
      (monitor) =>
        deployment !== undefined &&
        (monitor.namespaceSelector?.matchNames ?? []).includes(
          deployment.object.metadata.namespace ?? '',
        ) &&
        selectorTakes(monitor.selector, deployment.labels) &&
        monitor.podMetricsEndpoints.some((endpoint) => ports.includes(endpoint.port)),
    );
    if (!scraped) problems.push(`${service}: no PodMonitor scrapes it`);
  }
  return problems;
}
