// `npm run bench:api`: the API's throughput as a ratio to a bare node:http server measured in the same
// run, on one and on two API instances. Run after `npm run build`. It starts its own
// throwaway embedded PostgreSQL with the migrations and the seed, the built API (NODE_ENV development:
// the /dev helpers create its members), creates its members over HTTP with libs/testing, then
// measures with autocannon on 127.0.0.1 and, where installed, pgbench on the same PostgreSQL.
// Prints the table and writes it into the "API" section of docs/benchmarks.md.
//
//   --report-only       exit 0 even when a target is missed
//   --duration S        seconds per measurement (default 10)
//   --connections N     autocannon connections (default 50)
//   --members N         members with a disbursed loan for the withdrawal flow (default 300)
//   --profile DIR       run the API under `node --cpu-prof`, profiles written to DIR on exit
//   --only LIST         measure only these rows (health,site,wallet,dashboard,quote,withdrawal; the bare server always)
//                       on one instance, and leave docs/benchmarks.md as it is: for profiling one endpoint
//   BENCH_PORT          first of the ports used (default 3410): bare server, then the API instances,
//                       then the stack floor (scripts/bench/stack-floor.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiMain, apiUrl, root, runApiCli, spawnApi, waitForUrl } from '../api-processes.mjs';
import { startEmbeddedPostgres } from '../embedded-postgres.mjs';
import { cpuSeconds, describeMachine, measureLoad, startBareServer, writeBenchmarkSection } from './report.mjs';

const { values: opts } = parseArgs({
  options: {
    'report-only': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    members: { type: 'string', default: '300' },
    profile: { type: 'string' },
    only: { type: 'string' },
  },
});
const ROWS = ['health', 'site', 'wallet', 'dashboard', 'quote', 'withdrawal'];
/** The rows a cache serves (NotifiedCache: balances, dashboard rows, rates), measured again without the caches. */
const CACHED_ROWS = ['wallet', 'dashboard', 'quote'];
const ONLY = opts.only ? opts.only.split(',') : ROWS;
if (ONLY.some((row) => !ROWS.includes(row))) {
  console.error(`bench:api: --only takes a list of ${ROWS.join(', ')}`);
  process.exit(1);
}
const DURATION_S = Number(opts.duration);
const CONNECTIONS = Number(opts.connections);
const MEMBERS = Number(opts.members);
/** Concurrent members in the withdrawal flow: each pair is two requests in a row. */
const FLOW_WORKERS = 20;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3410);
const PGBENCH = '/usr/bin/pgbench';

/**
 * A share of the bare server's requests a second (pgbench's tps for the flow). GET /wallet's floor is
 * a budget: missing it fails the run. The others are information, printed beside their figure and
 * never failing it: nothing a borrower feels depends on them.
 */
const TARGETS = { wallet: 0.15 };
const INFORMATION = { health: 0.3, quote: 0.15, withdrawal: 0.4, walletHalfP99Ms: 50 };

if (!existsSync(apiMain)) {
  console.error('bench:api: the API is not built. Run `npm run build` first.');
  process.exit(1);
}

// libs/testing is TypeScript: loaded through the API's own TypeScript register hook.
process.env.SWC_NODE_PROJECT = join(root, 'libs/testing/tsconfig.json');
const requireApi = createRequire(join(root, 'apps/api/package.json'));
requireApi('@swc-node/register');
const testing = requireApi(join(root, 'libs/testing/src/index.ts'));

const children = [];
/** The API processes by port, and the bare server's, for their CPU time. */
const apiPids = new Map();
let barePid = null;
/** The stack-floor server (scripts/bench/stack-floor.mjs): its port and pid. */
const floorPort = BASE_PORT + 5;
let floorPid = null;
let database = null;

async function cleanUp() {
  await Promise.all(children.map(stopChild));
  if (database) await database.stop();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

const log = (message) => console.log(`[bench:api] ${message}`);

// ---- the processes --------------------------------------------------------------------------

function apiEnv(databaseUrl) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    // The members are created from one address, faster than a person could.
    RATE_LIMIT_PER_IP: '1000000',
    ACCESS_TOKEN_TTL_S: '86400',
    DISBURSE_DELAY_S: '0',
    PAYOUT_DELAY_S: '0',
    // Drawn once for the run, so that both instances accept each other's tokens.
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_SECRET: randomBytes(32).toString('hex'),
  };
}

async function startApi(env, port) {
  // A profiled process must exit normally on SIGTERM for node to write its profile.
  const nodeArgs = opts.profile
    ? ['--cpu-prof', '--cpu-prof-dir', opts.profile, '--import', "data:text/javascript,process.on('SIGTERM',()=>process.exit(0))"]
    : [];
  const child = spawnApi(env, port, { nodeArgs, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  apiPids.set(port, child.pid);
  if (!(await waitForUrl(`${apiUrl(port)}/health`))) throw new Error(`the API on ${port} did not start`);
  return child;
}

async function startStackFloor(env) {
  const child = spawn(process.execPath, [join(root, 'scripts/bench/stack-floor.mjs'), String(floorPort)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  floorPid = child.pid;
  // Any answer (401 without a token) means it listens.
  if (!(await waitForUrl(`http://127.0.0.1:${floorPort}/constant`))) throw new Error('the stack floor server did not start');
}

// ---- the members ----------------------------------------------------------------------------

/** Runs `fn(i)` for i in 0..count-1, `parallel` at a time. */
async function inParallel(count, parallel, fn) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await fn(i);
      }
    }),
  );
  return results;
}

/** `count` verified members, each with a disbursed PHP 150,000.00 loan in the wallet. */
async function createMembers(api, count) {
  const officer = await testing.officerToken(api);
  return inParallel(count, 4, async (i) => {
    const national = `917${String(i).padStart(7, '0')}`;
    const member = await testing.activatedMember(api, national, { verifiedBy: officer });
    const m = { ...member, e164: `+63${national}` };
    await testing.disbursedLoan(api, m, officer);
    return m;
  });
}

// ---- the measurements -----------------------------------------------------------------------

/**
 * autocannon against `urls` (taken in turn by the connections); answers requests/s, latency and the
 * CPU time a request of the serving processes `pids`: on a shared machine the CPU time moves less
 * than the rate, which depends on what else runs.
 */
async function cannon(urls, pids, { headers = {}, method = 'GET', body, overallRate } = {}) {
  const { rps, p50, p99, failed, cpuMsPerRequest } = await measureLoad({ url: urls, connections: CONNECTIONS, duration: DURATION_S, method, headers, body, overallRate }, pids);
  return { rps, p50, p99, failed, cpuUs: cpuMsPerRequest === null ? NaN : cpuMsPerRequest * 1000 };
}

/**
 * Complete withdrawals: create (POST /withdrawals with an Idempotency-Key), read the SMS code from
 * the dev outbox table, confirm (POST /withdrawals/{id}/confirm). FLOW_WORKERS members at a time,
 * each member once (a new code needs 60 s), for the duration or until the members run out. The CPU
 * time is the API processes' (`pids`) a completed pair.
 */
async function withdrawalFlow(bases, members, db, pids) {
  const cpuBefore = cpuSeconds(pids);
  const latencies = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const stopAt = started + DURATION_S * 1000;
  const post = (url, token, body, headers = {}) =>
    fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  await Promise.all(
    Array.from({ length: FLOW_WORKERS }, async (_, worker) => {
      const base = bases[worker % bases.length];
      while (performance.now() < stopAt && next < members.length) {
        const m = members[next++];
        const t0 = performance.now();
        const created = await post(`${base}/withdrawals`, m.accessToken, { amount: '1000' }, { 'Idempotency-Key': randomUUID() });
        const answer = await created.json();
        if (created.status !== 201) {
          failed += 1;
          continue;
        }
        const sms = await db.query('SELECT body FROM outbound_messages WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1', [m.e164]);
        const code = sms.rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
        const confirmed = await post(`${base}/withdrawals/${answer.withdrawal.id}/confirm`, m.accessToken, { code });
        await confirmed.arrayBuffer();
        if (confirmed.status === 200) latencies.push(performance.now() - t0);
        else failed += 1;
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(pids);
  const cpuUs = cpuBefore !== null && cpuAfter !== null && latencies.length > 0 ? ((cpuAfter - cpuBefore) * 1e6) / latencies.length : NaN;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsedS, p50: at(0.5), p99: at(0.99), failed, pairs: latencies.length, cpuUs };
}

/** pgbench's TPC-B-like transactions a second on the same PostgreSQL, or null without pgbench. */
async function pgbenchTps(databaseUrl, db) {
  if (!existsSync(PGBENCH)) return null;
  await db.query('CREATE DATABASE pgbench');
  const url = new URL(databaseUrl);
  const env = { ...process.env, PGHOST: url.hostname, PGPORT: url.port, PGUSER: url.username, PGPASSWORD: url.password, PGDATABASE: 'pgbench' };
  const init = spawnSync(PGBENCH, ['-i', '-q', '-s', '10'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  // As many clients as the API's pool has connections, two threads (the machine's cores).
  const run = spawnSync(PGBENCH, ['-c', '10', '-j', '2', '-T', String(DURATION_S)], { env, encoding: 'utf8' });
  const tps = run.stdout.match(/tps = ([\d.]+)/)?.[1];
  if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr}`);
  return Number(tps);
}

/** One round of the measurements `only` against `ports` (API instances). */
async function measureAll(ports, barePort, members, db, pgbench, only = ONLY) {
  const bases = ports.map(apiUrl);
  const pids = ports.map((port) => apiPids.get(port));
  const rows = [];
  log('bare node:http');
  const bare = await cannon([`http://127.0.0.1:${barePort}/`], [barePid]);
  rows.push({ name: 'bare node:http, small JSON', ...bare, ratio: 1, target: null });
  const share = (figure, target, information = false) => ({ ...figure, ratio: figure.rps / bare.rps, target, information });

  if (only.includes('health')) {
    log('GET /health');
    rows.push({ name: 'GET /health', ...share(await cannon(bases.map((b) => `${b}/health`), pids), INFORMATION.health, true) });
  }
  if (only.includes('site')) {
    // What every public page would ask the API without the web server's cache of the two answers
    // (apps/web/app/lib/shared-cache.server.ts).
    for (const path of ['/site', '/availablecurrency']) {
      log(`GET ${path}`);
      rows.push({ name: `GET ${path}`, ...share(await cannon(bases.map((b) => `${b}${path}`), pids), null, true) });
    }
  }
  if (only.includes('wallet')) {
    const walletHeaders = { Authorization: `Bearer ${members[0].accessToken}` };
    if (ports.length === 1) {
      // What the framework alone costs a token-guarded read (no product code), as information.
      for (const [path, name] of [['constant', 'the stack alone: Nest, Fastify, passport-jwt, a constant'], ['one-read', 'the stack alone, one TypeORM query']]) {
        log(name);
        rows.push({ name, ...share(await cannon([`http://127.0.0.1:${floorPort}/${path}`], [floorPid], { headers: walletHeaders }), TARGETS.wallet, true) });
      }
    }
    log('GET /wallet');
    const wallet = share(await cannon(bases.map((b) => `${b}/wallet`), pids, { headers: walletHeaders }), TARGETS.wallet);
    rows.push({ name: 'GET /wallet (token)', ...wallet });
    log('GET /wallet at half that load');
    const half = await cannon(bases.map((b) => `${b}/wallet`), pids, { headers: walletHeaders, overallRate: Math.max(1, Math.floor(wallet.rps / 2)) });
    rows.push({ name: 'GET /wallet at half load', ...half, ratio: half.rps / bare.rps, target: null, p99Target: INFORMATION.walletHalfP99Ms, information: true });
  }
  if (only.includes('dashboard')) {
    log('GET /member/dashboard');
    const headers = { Authorization: `Bearer ${members[0].accessToken}` };
    rows.push({ name: 'GET /member/dashboard (token)', ...share(await cannon(bases.map((b) => `${b}/member/dashboard`), pids, { headers }), null, true) });
  }
  if (only.includes('quote')) {
    log('POST /loan/quote');
    const quoteBody = JSON.stringify({ amount: '150000', currency: 'PHP', installmentCount: '6' });
    rows.push({
      name: 'POST /loan/quote',
      ...share(await cannon(bases.map((b) => `${b}/loan/quote`), pids, { method: 'POST', body: quoteBody, headers: { 'Content-Type': 'application/json' } }), INFORMATION.quote, true),
    });
  }
  if (!only.includes('withdrawal')) return rows;
  log('withdrawal create + confirm');
  const flow = await withdrawalFlow(bases, members, db, pids);
  rows.push({ name: `withdrawal create+confirm pairs (${flow.pairs})`, ...flow, ratio: pgbench ? flow.rps / pgbench : null, target: pgbench ? INFORMATION.withdrawal : null, information: true, ofPgbench: true });
  if (pgbench) rows.push({ name: 'pgbench TPC-B-like, 10 clients', rps: pgbench, p50: NaN, p99: NaN, failed: 0, ratio: null, target: null });
  return rows;
}

// ---- the report -----------------------------------------------------------------------------

function verdict(row) {
  const misses = [];
  if (row.failed > 0) misses.push(`${row.failed} failed`);
  if (row.target !== null && row.ratio !== null && row.ratio < row.target) misses.push('ratio');
  if (row.p99Target && !(row.p99 < row.p99Target)) misses.push('p99');
  const measured = row.target !== null || row.p99Target;
  if (row.information) return measured ? (misses.length ? `below (${misses.join(', ')}), information` : 'above, information') : '';
  if (misses.length) return `MISS (${misses.join(', ')})`;
  return measured ? 'PASS' : '';
}

function table(rows) {
  const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)}` : '–');
  const lines = [
    '| measurement | requests/s | p50 ms | p99 ms | ratio | target | result | CPU µs a request |',
    '|---|---:|---:|---:|---:|---|---|---:|',
  ];
  for (const row of rows) {
    const ratio = row.ratio === null ? '–' : `${(row.ratio * 100).toFixed(1)} %${row.ofPgbench ? ' of pgbench' : ''}`;
    const target = [row.target !== null ? `≥ ${row.target * 100} %` : '', row.p99Target ? `p99 < ${row.p99Target} ms` : ''].filter(Boolean).join(', ') || '–';
    const cpu = Number.isFinite(row.cpuUs) ? String(Math.round(row.cpuUs)) : '–';
    lines.push(`| ${row.name} | ${Math.round(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ratio} | ${target} | ${verdict(row)} | ${cpu} |`);
  }
  return lines.join('\n');
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

// ---- the run --------------------------------------------------------------------------------

/**
 * The cached rows again on an instance whose caches are off: its listener is pointed at a port where
 * nothing listens, and a NotifiedCache serves nothing while its listener is down (every read goes to
 * the database), which is also how an instance behaves while its LISTEN connection is lost.
 */
async function withoutCaches(env, port, barePort, members, db) {
  const only = CACHED_ROWS.filter((row) => ONLY.includes(row));
  if (only.length === 0) return null;
  log('one API instance without its caches');
  const child = await startApi({ ...env, LISTEN_DATABASE_URL: 'postgres://127.0.0.1:1/no-listener' }, port);
  try {
    // Figures to compare with the cached ones, not budgets.
    return (await measureAll([port], barePort, members, db, null, only)).map((row) => ({ ...row, information: true }));
  } finally {
    await stopChild(child);
  }
}

/** The same measurements on two instances, then both tables into docs/benchmarks.md. */
async function twoInstancesAndReport(env, ports, barePort, members, db, pgbench, one, without) {
  log('two API instances');
  await startApi(env, ports[1]);
  // A member's next withdrawal code may be sent 60 s after the last one.
  await new Promise((r) => setTimeout(r, 61_000));
  const two = await measureAll(ports, barePort, members, db, pgbench);
  console.log(`\nTwo API instances (autocannon's connections and the withdrawal members split between them)\n\n${table(two)}\n`);

  writeBenchmarkSection(join(root, 'docs/benchmarks.md'), 'API', `Written by \`npm run bench:api\` (scripts/bench/api.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Machine: ${describeMachine()}. Load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end:
the machine is shared, so compare the ratios and the CPU a request, each beside a bare node:http server's in the same run.
autocannon ${CONNECTIONS} connections for ${DURATION_S} s per row on 127.0.0.1; the withdrawal flow
${FLOW_WORKERS} members at a time, each pair a create and its confirm with the SMS code; pgbench
TPC-B-like at scale 10 on the same embedded PostgreSQL. The budget: GET /wallet at least
${TARGETS.wallet * 100} % of the bare server; the other targets are information ("information" in the result).

### One API instance

${table(one)}

### One API instance without its caches

The balances, dashboard rows and rates read from the database on every request (what each cache
saves is the difference from the rows above).

${table(without)}

### Two API instances on the same database

${table(two)}
`);
  log('docs/benchmarks.md: the "API" section written');
}

const loadBefore = load();
let missed = false;
try {
  log(`machine: ${describeMachine()}; load average ${loadBefore}`);
  database = await startEmbeddedPostgres();
  const env = apiEnv(database.url);
  if (runApiCli('migrate', env) !== 0 || runApiCli('seed', env) !== 0) throw new Error('migrations or seed failed');
  const db = new pg.Pool({ connectionString: database.url, max: 4 });

  const barePort = BASE_PORT;
  const ports = [BASE_PORT + 1, BASE_PORT + 2];
  // A small JSON object, as the API's answers are.
  const bareServer = await startBareServer(barePort, { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ status: 'ok' }), stdio: 'inherit' });
  children.push(bareServer);
  barePid = bareServer.pid;
  await startApi(env, ports[0]);
  if (ONLY.includes('wallet')) await startStackFloor(env);

  const api = new testing.ApiClient({ baseUrl: apiUrl(ports[0]) });
  log(`creating ${MEMBERS} members with a disbursed loan`);
  const t0 = performance.now();
  const members = await createMembers(api, MEMBERS);
  log(`members ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  let pgbench = null;
  if (ONLY.includes('withdrawal')) {
    log('pgbench TPC-B-like');
    pgbench = await pgbenchTps(database.url, db);
  }

  log('one API instance');
  const one = await measureAll(ports.slice(0, 1), barePort, members, db, pgbench);
  console.log(`\nOne API instance\n\n${table(one)}\n`);
  const without = await withoutCaches(env, BASE_PORT + 3, barePort, members, db);
  if (without) console.log(`\nOne API instance without its caches\n\n${table(without)}\n`);
  missed = one.some((row) => verdict(row).startsWith('MISS'));
  if (opts.only) log('--only: one instance measured, docs/benchmarks.md left as it is');
  else await twoInstancesAndReport(env, ports, barePort, members, db, pgbench, one, without);
  await db.end();
} finally {
  await cleanUp();
}
if (missed && !opts['report-only']) {
  log('a target was missed (see the table); --report-only to exit 0 anyway');
  process.exit(1);
}
process.exit(0);
