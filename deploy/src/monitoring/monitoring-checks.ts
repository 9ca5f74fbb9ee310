import { isDeepStrictEqual } from 'node:util';
import { schemaProblems } from '../k8s-schema';
import { describe, K8sObject, renderKustomization } from '../kustomize';
import { MONITORING_DIR, ruleGroups } from './monitoring-files';

export function renderMonitoring(): K8sObject[] {
  return renderKustomization(MONITORING_DIR);
}

interface PodMonitorSpec {
  selector: { matchExpressions?: { key: string; operator: string; values?: string[] }[] };
}

/**
 * The monitoring objects: each against its kind's schema, the PrometheusRule the same alerts as
 * alert-rules.yml, and every service of the repository scraped.
 */
export function monitoringProblems(objects: K8sObject[], services: string[]): string[] {
  const problems = objects.flatMap(schemaProblems);
  const rule = objects.find((o) => o.kind === 'PrometheusRule');
  if (!rule) problems.push('no PrometheusRule');
  else if (!isDeepStrictEqual((rule.spec as { groups: unknown }).groups, ruleGroups())) {
    problems.push(
      `${describe(rule)} differs from alert-rules.yml: run \`npm run prometheus-rule -w @hotsprings/deploy\``,
    );
  }
  const monitor = objects.find(
    (o) => o.kind === 'PodMonitor' && o.metadata.name === 'hotsprings-services',
  );
  const scraped = (monitor?.spec as PodMonitorSpec | undefined)?.selector.matchExpressions?.find(
    (e) => e.key === 'app' && e.operator === 'In',
  )?.values;
  for (const service of services) {
    if (!scraped?.includes(service)) problems.push(`${service}: no PodMonitor scrapes it`);
  }
  return problems;
}
