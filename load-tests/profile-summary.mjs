// Where a process spent its CPU, from a .cpuprofile (BENCH_PROFILE, or `node --cpu-prof`):
// busy time by package (each sample charged to the nearest frame outside Node's own code, so
// a socket write counts for the library that asked for it) and the functions with the most
// self time. `node load-tests/profile-summary.mjs <file.cpuprofile> [rows]`
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node load-tests/profile-summary.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 15);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

const timeOf = new Map();
profile.samples.forEach((id, i) =>
  timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

const IDLE = new Set(['(idle)', '(program)']);
const packageOf = (url) => {
  if (!url || url.startsWith('node:')) return undefined;
  const dependency = /.*node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  return dependency
    ? dependency[1]
    : url.replace(/^file:\/\//, '').replace(/.*\/(gateway|services|libs)\//, '$1/');
};
const nameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${packageOf(url) ?? url}:${lineNumber + 1}`;
};

let busy = 0;
const byPackage = new Map();
const bySelf = new Map();
for (const [id, time] of timeOf) {
  const leaf = nodes.get(id);
  if (IDLE.has(leaf.callFrame.functionName)) continue;
  busy += time;
  let owner =
    leaf.callFrame.functionName === '(garbage collector)' ? 'garbage collector' : undefined;
  for (let cur = id; !owner && cur !== undefined; cur = parentOf.get(cur)) {
    owner = packageOf(nodes.get(cur).callFrame.url);
  }
  owner ??= 'node (no JavaScript caller: sockets, timers)';
  byPackage.set(owner, (byPackage.get(owner) ?? 0) + time);
  bySelf.set(nameOf(leaf), (bySelf.get(nameOf(leaf)) ?? 0) + time);
}

const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, time]) => `${((100 * time) / busy).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy`);
console.log(`\nbusy time by package\n${top(byPackage)}`);
console.log(`\nfunctions by self time\n${top(bySelf)}`);
