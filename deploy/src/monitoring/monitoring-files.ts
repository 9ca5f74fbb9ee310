import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import type { K8sObject } from '../kustomize';
import { ROOT } from '../repo';

export const MONITORING_DIR = join(ROOT, 'deploy', 'monitoring');
export const RULES_FILE = join(MONITORING_DIR, 'alert-rules.yml');
export const RULES_TEST_FILE = join(MONITORING_DIR, 'alert-rules.test.yml');
export const PROMETHEUS_RULE_FILE = join(MONITORING_DIR, 'prometheus-rule.yaml');
export const DASHBOARD_FILE = join(MONITORING_DIR, 'dashboard.json');

export interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export interface RuleGroup {
  name: string;
  rules: Rule[];
}

/** The groups of alert-rules.yml, the one source of the alerts. */
export function ruleGroups(): RuleGroup[] {
  return (parse(readFileSync(RULES_FILE, 'utf8')) as { groups: RuleGroup[] }).groups;
}

/** Every alert of alert-rules.yml. */
export function alerts(): (Rule & { alert: string })[] {
  return ruleGroups().flatMap((group) =>
    group.rules.filter((rule): rule is Rule & { alert: string } => rule.alert !== undefined),
  );
}

/** The same groups for the Prometheus operator: a PrometheusRule. */
export function prometheusRule(): K8sObject {
  return {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'hotsprings' },
    spec: { groups: ruleGroups() },
  };
}

/** prometheus-rule.yaml as `npm run prometheus-rule -w @hotsprings/deploy` writes it. */
export function prometheusRuleYaml(): string {
  return (
    '# Made from alert-rules.yml by `npm run prometheus-rule -w @hotsprings/deploy`: edit that file,\n' +
    '# then run it (a test fails while the two differ).\n' +
    stringify(prometheusRule(), { lineWidth: 0, singleQuote: true })
  );
}

interface DashboardPanel {
  title: string;
  targets?: { expr: string }[];
}

/** Every query of the Grafana dashboard: its panels' and its variables'. */
export function dashboardQueries(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as {
    panels: DashboardPanel[];
    templating: { list: { query?: unknown; definition?: string }[] };
  };
  // Grafana's label_values(<query>, <label>) lists a label's values of a query's series.
  const variables = dashboard.templating.list
    .map((v) => v.definition)
    .filter((q): q is string => typeof q === 'string')
    .map((q) => q.replace(/^label_values\((.*),\s*\w+\)$/, '$1'));
  return [
    ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr)),
    ...variables,
  ];
}
