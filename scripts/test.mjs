// Runs every check and test suite: build, API types up to date, the OpenAPI document linted (redocly.yaml),
// typecheck, lint, unit, integration (real PostgreSQL) and Playwright e2e (the journeys without JavaScript,
// the scripted pages with it too). Prints each suite's count and time and the ten slowest tests, then a
// last line "N passed, N failed". Exits non-zero when anything failed.
//
// PostgreSQL: DATABASE_URL when set, otherwise one throwaway embedded cluster for the whole run;
// every suite gets a database of its own in it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = mkdtempSync(join(tmpdir(), 'halimbawa-test-'));
const results = [];
/** Every test's duration, for the ten slowest: { name, ms }. */
const durations = [];

function run(label, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { status: result.status ?? 1, seconds };
}

/** A step that is one check (build, typecheck, lint): 1 passed or 1 failed. */
function check(label, command, args, options) {
  const { status, seconds } = run(label, command, args, options);
  results.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds });
  return status === 0;
}

/** A Jest suite, counted test by test from its JSON report. */
function jest(label, workspaceDir, args, env) {
  const outputFile = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const { status, seconds } = run(label, 'npx', ['jest', '--json', `--outputFile=${outputFile}`, ...args], {
    cwd: join(root, workspaceDir),
    env,
  });
  const report = readJson(outputFile);
  for (const file of report?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      durations.push({ name: `${label} › ${relativeTo(file.name)} › ${t.fullName}`, ms: t.duration ?? 0 });
    }
  }
  const passed = report?.numPassedTests ?? 0;
  // A suite that could not run at all (compile error, crash) counts as one failure.
  const failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0) + (status !== 0 && !report?.numFailedTests ? 1 : 0);
  results.push({ label, passed, failed, seconds });
}

/** The tag of the e2e tests that move the API's business clock (POST /dev/clock). */
const MOVES_CLOCK = '@moves-clock';

function playwright(label, env, args = []) {
  const outputFile = join(reportDir, `e2e-${results.length}.json`);
  const { status, seconds } = run(label, 'npx', ['playwright', 'test', '--reporter=list,json', ...args], {
    cwd: join(root, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  const report = readJson(outputFile);
  collectPlaywrightDurations(report?.suites ?? [], label);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (status !== 0 && !stats?.unexpected ? 1 : 0);
  results.push({ label, passed, failed, seconds });
}

/** Each Playwright test's time (its runs added up), from the JSON report's nested suites. */
function collectPlaywrightDurations(suites, label) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        durations.push({ name: `${label} › [${t.projectName}] ${spec.file} › ${spec.title}`, ms });
      }
    }
    collectPlaywrightDurations(suite.suites ?? [], label);
  }
}

function relativeTo(path) {
  return path.startsWith(root) ? path.slice(root.length + 1) : path;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

async function createDatabase(adminUrl, name) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let database = null;
let exitCode = 1;
try {
  const built = check('build', 'npm', ['run', 'build']);
  check('api types', 'npm', ['run', 'api:types', '--', '--check']);
  check('openapi lint (redocly)', 'npx', ['redocly', 'lint', '--format=summary']);
  check('typecheck', 'npm', ['run', 'typecheck']);
  check('lint', 'npx', ['eslint', '.']);
  jest('unit: domain', 'libs/domain', []);
  jest('unit: web', 'apps/web', []);

  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nStarting a throwaway embedded PostgreSQL for the tests...');
    database = await startEmbeddedPostgres();
    adminUrl = database.url;
  }
  jest('unit + integration: api', 'apps/api', ['--maxWorkers=2'], {
    DATABASE_URL: await createDatabase(adminUrl, 'halimbawa_api_test'),
  });

  const chromium = findChromium();
  if (!built) {
    results.push({ label: 'e2e', passed: 0, failed: 1, seconds: '0.0' });
    console.log('\ne2e skipped: the build failed.');
  } else if (!chromium) {
    results.push({ label: 'e2e', passed: 0, failed: 1, seconds: '0.0' });
    console.log('\ne2e cannot run: no Chromium found. Install it with `apt-get install -y chromium` (Debian)');
    console.log('or point CHROMIUM_PATH at a Chromium binary; Playwright cannot download browsers here.');
  } else {
    const e2eEnv = { CHROMIUM_PATH: chromium, E2E_DATABASE_URL: await createDatabase(adminUrl, 'halimbawa_e2e') };
    playwright('e2e journeys', e2eEnv, [`--grep-invert=${MOVES_CLOCK}`]);
    // The API's business clock is one for every test: a test that moves it runs after the others,
    // one at a time, so that no other test sees the moved time.
    playwright('e2e moving the clock, alone', e2eEnv, [`--grep=${MOVES_CLOCK}`, '--workers=1']);
  }
} finally {
  if (database) await database.stop();
  rmSync(reportDir, { recursive: true, force: true });
  console.log('\n=== the ten slowest tests ===');
  for (const { name, ms } of durations.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(ms / 1000).toFixed(1).padStart(7)}s  ${name}`);
  }
  console.log('\n=== summary ===');
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    passed += r.passed;
    failed += r.failed;
    console.log(`${r.label.padEnd(32)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`);
  }
  exitCode = failed === 0 && passed > 0 ? 0 : 1;
  console.log(`${passed} passed, ${failed} failed`);
}
process.exit(exitCode);
