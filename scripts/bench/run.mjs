// Benchmarks that print figures (never asserted in tests, which would flake on a shared machine).
// Run after `npm run build`: `npm run bench`.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const domain = require('../../libs/domain/dist/index.js');
// argon2 is the API's dependency: resolve it the way the API does.
const argon2 = createRequire(new URL('../../apps/api/package.json', import.meta.url))('argon2');

function measure(label, iterations, fn) {
  for (let i = 0; i < Math.min(iterations, 50); i += 1) fn(i); // warm up
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) fn(i);
  const elapsed = performance.now() - started;
  console.log(`${label.padEnd(44)} ${(elapsed / iterations).toFixed(4).padStart(10)} ms/op  (${iterations} ops)`);
}

async function measureAsync(label, iterations, fn) {
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) await fn(i);
  const elapsed = performance.now() - started;
  console.log(`${label.padEnd(44)} ${(elapsed / iterations).toFixed(4).padStart(10)} ms/op  (${iterations} ops)`);
}

console.log(`node ${process.version}, rss before ${(process.memoryUsage().rss / 2 ** 20).toFixed(1)} MiB`);
measure('quoteLoan 150,000 over 6 (schedule + EIR)', 20_000, () => domain.quoteLoan(15_000_000, 6, 50));
measure('quoteLoan 5,000,000 over 48 (schedule + EIR)', 20_000, () => domain.quoteLoan(500_000_000, 48, 50));
measure('parseAmount + formatCentavos', 100_000, (i) => domain.formatCentavos(domain.parseAmount(`${150000 + i}.25`)));
measure('validateRegisterStep1', 20_000, () =>
  domain.validateRegisterStep1({
    phoneCountry: 'PH', phoneNumber: '9171234567', email: 'juan@example.ph', fullName: 'Juan Dela Cruz',
    password: 'Secret#2026', confirmPassword: 'Secret#2026',
  }));
await measureAsync('argon2id hash (m=19 MiB, t=2, p=1)', 20, () =>
  argon2.hash('Secret#2026', { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));
console.log(`rss after ${(process.memoryUsage().rss / 2 ** 20).toFixed(1)} MiB`);

// The API under load (scripts/bench/api.mjs) and page weight with server rendering (scripts/bench/pages.mjs):
// each starts its own PostgreSQL and servers, so each runs as a process of its own. Flags pass through.
const { spawnSync } = await import('node:child_process');
for (const script of ['./api.mjs', './pages.mjs']) {
  const bench = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (bench.status !== 0) process.exitCode = bench.status ?? 1;
}
