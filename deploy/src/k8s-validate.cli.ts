import { K8sObject, kustomizeVersion, overlayNames } from './kustomize';
import { monitoringProblems, renderMonitoring } from './monitoring/monitoring-checks';
import { serviceNames } from './repo';
import { validateOverlay } from './validate-overlay';

// `make k8s-validate`: renders every overlay and checks every object, offline.
const version = kustomizeVersion();
let failed = false;
const rendered = new Map<string, K8sObject[]>();
for (const overlay of overlayNames()) {
  const { objects, problems } = validateOverlay(overlay);
  rendered.set(overlay, objects);
  const kinds = new Map<string, number>();
  for (const obj of objects) kinds.set(obj.kind, (kinds.get(obj.kind) ?? 0) + 1);
  const summary = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ');
  console.log(`${overlay}: ${objects.length} objects (${summary}), kustomize ${version}`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (problems.length === 0) console.log('  ✓ every object valid');
  failed ||= problems.length > 0;
}
// The monitors select the services' pods by their labels: those of every overlay.
const monitoring = renderMonitoring();
const problems = [
  ...new Set(
    [...rendered.values()].flatMap((site) => monitoringProblems(monitoring, serviceNames(), site)),
  ),
];
console.log(`monitoring: ${monitoring.map((o) => o.kind).join(', ')}`);
for (const problem of problems) console.log(`  ✗ ${problem}`);
if (problems.length === 0) console.log('  ✓ every object valid');
failed ||= problems.length > 0;
process.exit(failed ? 1 : 0);
