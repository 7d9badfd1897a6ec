// Summarises a V8 .cpuprofile (from `node --cpu-prof`, e.g. `npm run bench:api -- --profile DIR`) by
// self time: the top functions, and the same time grouped by package (node_modules/<name>, node's
// own code, the app's code); then by inclusive time per package (samples with that package
// anywhere on the stack: what a middleware costs with everything it calls).
//
//   node scripts/bench/profile-summary.mjs FILE.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
if (positionals.length !== 1) {
  console.error('usage: node scripts/bench/profile-summary.mjs FILE.cpuprofile [--top N]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const top = Number(values.top);

// Each sample names the node that was on top of the stack; time deltas say how long each lasted.
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const app = url.match(/\/(apps\/[^/]+|libs\/[^/]+)\//);
  return app ? app[1] : url;
}

const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));

const byFrame = new Map();
const byPackage = new Map();
const inclusive = new Map();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|libs)\//, '$1/')}:${lineNumber + 1}` : '';
  const frame = `${functionName || '(anonymous)'} ${file}`.trim();
  byFrame.set(frame, (byFrame.get(frame) ?? 0) + us);
  const pkg = packageOf(url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const onStack = new Set();
  for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
    const { url: frameUrl } = nodeById.get(id).callFrame;
    if (frameUrl) onStack.add(packageOf(frameUrl));
  }
  for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
}

const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${name}`);
};
console.log(`${positionals[0]}: ${(total / 1e6).toFixed(1)} s sampled`);
print(`top ${top} functions by self time`, byFrame);
print('by package (self)', byPackage);
print('by package (inclusive)', inclusive);
