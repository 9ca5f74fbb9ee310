import { kustomizeVersion, overlayNames } from './kustomize';
import { monitoringProblems, renderMonitoring } from './monitoring/monitoring-checks';
import { serviceNames } from './repo';
import { validateOverlay } from './validate-overlay';

// `make k8s-validate`: renders every overlay and checks every object, offline.
const version = kustomizeVersion();
let failed = false;
for (const overlay of overlayNames()) {
  const { objects, problems } = validateOverlay(overlay);
  const kinds = new Map<string, number>();
  for (const obj of objects) kinds.set(obj.kind, (kinds.get(obj.kind) ?? 0) + 1);
  const summary = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ');
  console.log(`${overlay}: ${objects.length} objects (${summary}), kustomize ${version}`);
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  if (problems.length === 0) console.log('  ✓ every object valid');
  failed ||= problems.length > 0;
}
const monitoring = renderMonitoring();
const problems = monitoringProblems(monitoring, serviceNames());
console.log(`monitoring: ${monitoring.map((o) => o.kind).join(', ')}`);
for (const problem of problems) console.log(`  ✗ ${problem}`);
if (problems.length === 0) console.log('  ✓ every object valid');
failed ||= problems.length > 0;
process.exit(failed ? 1 : 0);
