import { writeFileSync } from 'node:fs';
import { PROMETHEUS_RULE_FILE, prometheusRuleYaml } from './monitoring-files';

// `npm run prometheus-rule -w @hotsprings/deploy`: writes prometheus-rule.yaml from alert-rules.yml.
writeFileSync(PROMETHEUS_RULE_FILE, prometheusRuleYaml());
console.log(`wrote ${PROMETHEUS_RULE_FILE}`);
