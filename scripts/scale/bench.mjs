// `npm run bench:scale`: the console's queries, the reports and the member pages on a portfolio
// written by `npm run seed:scale`, beside the same figures on an empty database and beside each
// one's ceiling (the budgets of docs/scaling.md). Then, on the portfolio: the member pages at 100
// requests a second with the API's caches and without them, and GET /wallet at 50 requests a second
// while the daily jobs run. Run after `npm run build`. Writes the "At a lender's size" section of
// docs/benchmarks.md, with EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of the three slowest endpoints.
//
//   --loans N          the portfolio (default 20000)
//   --seed N           its seed (default 1)
//   --server-url URL   a PostgreSQL server to create the two databases on (dropped at the end);
//                      default: a throwaway embedded cluster
//   --seeded-url URL   an already seeded database to measure instead of seeding one (kept)
//   --rate R           requests a second, fixed, for each console and member endpoint (default 20)
//   --duration S       seconds each (default 10)
//   --report-only      print, leave docs/benchmarks.md as it is
//   BENCH_PORT         the API's port (default 3440)
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiMain, apiUrl, root, runApiCli, spawnApi, waitForUrl } from '../api-processes.mjs';
import { measureLoad, describeMachine, writeBenchmarkSection } from '../bench/report.mjs';
import { startEmbeddedPostgres } from '../embedded-postgres.mjs';
import { SCALE_PASSWORD, seedScale } from './seed.mjs';

const { values: opts } = parseArgs({
  options: {
    loans: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    'server-url': { type: 'string' },
    'seeded-url': { type: 'string' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    'report-only': { type: 'boolean', default: false },
  },
});
const RATE = Number(opts.rate);
const DURATION_S = Number(opts.duration);
const PORT = Number(process.env.BENCH_PORT ?? 3440);
/** How many times each report is asked for, one at a time. */
const REPORT_RUNS = 5;
/** The budgets (docs/scaling.md): a console endpoint's p99, a report's slowest run, a member page's p99 beside the empty database's. */
const CEILING = { console: 150, report: 2000, memberShare: 1.2, memberAt100: 100, walletDuringJobs: 100 };
/** The rate a borrower-felt budget is measured at, and the rate GET /wallet is read at while the jobs run. */
const MEMBER_RATE = 100;
const JOBS_RATE = 50;
/** The day's close as it runs today (the accrual close of business will join it): each job of POST /dev/jobs/run in turn. */
const DAILY_JOBS = ['overdue', 'auto-debit', 'reminders', 'promises', 'webhooks', 'sms'];

if (!existsSync(apiMain)) {
  console.error('bench:scale: the API is not built. Run `npm run build` first.');
  process.exit(1);
}
process.env.SWC_NODE_PROJECT = join(root, 'libs/testing/tsconfig.json');
const requireApi = createRequire(join(root, 'apps/api/package.json'));
requireApi('@swc-node/register');
const testing = requireApi(join(root, 'libs/testing/src/index.ts'));

const log = (message) => console.log(`[bench:scale] ${message}`);
const captureFile = join(tmpdir(), `bench-scale-sql-${process.pid}.jsonl`);

/** A fresh migrated database named `name` on `serverUrl` with the demo staff (the CLI's seed). */
async function freshDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const env = { ...process.env, NODE_ENV: 'development', DATABASE_URL: url };
  if (runApiCli('migrate', env) !== 0 || runApiCli('seed', env) !== 0) throw new Error(`migrations or seed of ${name} failed`);
  return url;
}

async function dropDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

function startApi(databaseUrl, extraEnv = {}) {
  const env = {
    ...process.env,
    ...extraEnv,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_IP: '1000000',
    ACCESS_TOKEN_TTL_S: '86400',
    // No jobs: the statements captured for a request are its own, and nothing moves between the two databases' runs.
    LOAN_JOBS_ENABLED: 'false',
    DISBURSE_DELAY_S: '0',
    JWT_SECRET: randomBytes(32).toString('hex'),
    OTP_SECRET: randomBytes(32).toString('hex'),
    SQL_CAPTURE_FILE: captureFile,
  };
  return spawnApi(env, PORT, { nodeArgs: ['--import', pathToFileURL(join(root, 'scripts/scale/capture-sql.mjs')).href], stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stopApi(child) {
  if (child.exitCode !== null) return;
  await new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** The people and the search terms of a database: the demo officer, a borrower with a running loan. */
async function actorsOf(api, databaseUrl, seeded) {
  const officer = await testing.officerToken(api);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    let borrower;
    if (seeded) {
      const { rows } = await db.query(
        `SELECT m.id, m.phone_number, m.full_name, l.loan_number FROM members m JOIN loans l ON l.member_id = m.id
          WHERE m.phone_number LIKE '+6396%' AND l.status = 'DISBURSED' ORDER BY l.installment_count DESC, l.disbursed_at LIMIT 1`,
      );
      borrower = rows[0];
      const session = await testing.signInThroughApi(api, { phoneNumber: borrower.phone_number.slice(3), password: SCALE_PASSWORD });
      borrower.token = session.accessToken;
    } else {
      const m = await testing.activatedMember(api, '9171234567', { verifiedBy: officer });
      const loanNumber = await testing.disbursedLoan(api, { ...m, e164: '+639171234567' }, officer);
      borrower = { id: m.id ?? (await db.query(`SELECT id FROM members WHERE phone_number = '+639171234567'`)).rows[0].id, phone_number: '+639171234567', full_name: 'Juan Dela Cruz', loan_number: loanNumber, token: m.accessToken };
    }
    const [{ reference }] = (await db.query(`SELECT coalesce((SELECT reference FROM payment_references LIMIT 1), '100000000001') AS reference`)).rows;
    return { officer, borrower, reference };
  } finally {
    await db.end();
  }
}

/** The console's and the member's endpoints, each measured at a fixed rate. */
function endpoints({ borrower, reference }) {
  const staff = encodeURIComponent('09000000001');
  return [
    ['console', 'queues with counts', '/officer/queues'],
    ['console', 'loans waiting for review', '/officer/loans?status=PENDING_REVIEW'],
    ['console', 'collections (late loans)', '/officer/collections'],
    ['console', 'support queue', '/officer/support'],
    ['console', 'search by name', `/officer/search?q=${encodeURIComponent(borrower.full_name.split(' ').at(-1))}`],
    ['console', 'search by phone', `/officer/search?q=${borrower.phone_number.slice(-7)}`],
    ['console', 'search by loan number', `/officer/search?q=${borrower.loan_number}`],
    ['console', 'search by payment reference', `/officer/search?q=${reference}`],
    ['console', "a member's profile", `/officer/members/${borrower.id}`],
    ['console', "a member's wallet", `/officer/members/${borrower.id}/wallet`],
    ['console', "a member's loans", `/officer/members/${borrower.id}/loans`],
    ['console', "a member's credit score", `/officer/members/${borrower.id}/credit-score`],
    ['console', 'audit log by actor', `/officer/audit?staff=${staff}`],
    ['member', 'GET /wallet', '/wallet', 'member'],
    ['member', 'GET /member/dashboard', '/member/dashboard', 'member'],
  ];
}

const REPORTS = (today) => [
  ['trial balance', '/officer/reports/trial-balance'],
  ['portfolio and PAR', '/officer/reports/portfolio'],
  ['flows by day, 366 days', `/officer/reports/flows?from=${new Date(Date.parse(today) - 365 * 86_400_000).toISOString().slice(0, 10)}&to=${today}`],
  ['income statement, this month', '/officer/reports/income-statement'],
  ['balance sheet', '/officer/reports/balance-sheet'],
  ['loan portfolio with its allowance, first page', '/officer/reports/loan-portfolio'],
  ['charts', '/officer/reports/charts'],
  ['monthly credit-data export', '/officer/reports/credit-data'],
];

/** The statements one request sends, captured in the API (capture-sql.cjs), with its status. */
async function statementsOf(child, url, token) {
  rmSync(captureFile, { force: true });
  child.kill('SIGWINCH');
  await new Promise((r) => setTimeout(r, 50));
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  child.kill('SIGWINCH');
  await new Promise((r) => setTimeout(r, 50));
  const lines = existsSync(captureFile) ? readFileSync(captureFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  return { status: response.status, statements: lines };
}

/**
 * Waits until the database runs no statement but this one: requests still in the API when
 * autocannon stops would otherwise be measured with the next endpoint (at most two minutes).
 */
async function drained(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const until = Date.now() + 120_000;
    while (Date.now() < until) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await db.end();
  }
}

/** Every figure of one database. */
async function measureDatabase(label, databaseUrl, seeded) {
  log(`${label}: starting the API`);
  const child = startApi(databaseUrl);
  try {
    if (!(await waitForUrl(`${apiUrl(PORT)}/health`))) throw new Error('the API did not start');
    const api = new testing.ApiClient({ baseUrl: apiUrl(PORT) });
    const actors = await actorsOf(api, databaseUrl, seeded);
    const rows = [];
    const slowest = [];
    for (const [group, name, path, who] of endpoints(actors)) {
      const token = who === 'member' ? actors.borrower.token : actors.officer;
      const url = `${apiUrl(PORT)}${path}`;
      const once = await statementsOf(child, url, token);
      log(`${label}: ${name}`);
      const load = await measureLoad({ url, connections: 10, duration: DURATION_S, overallRate: RATE, headers: { Authorization: `Bearer ${token}` } }, child.pid);
      rows.push({ group, name, path, status: once.status, statements: once.statements.length, ...load, answered: load.rps > 0 });
      await drained(databaseUrl);
      slowest.push({ name, p99: load.p99, statements: once.statements });
    }
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    for (const [name, path] of REPORTS(today)) {
      log(`${label}: ${name}`);
      const url = `${apiUrl(PORT)}${path}`;
      const once = await statementsOf(child, url, actors.officer);
      const times = [];
      for (let i = 0; i < REPORT_RUNS; i++) {
        const t0 = performance.now();
        const response = await fetch(url, { headers: { Authorization: `Bearer ${actors.officer}` } });
        await response.arrayBuffer();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      rows.push({ group: 'report', name, path, status: once.status, statements: once.statements.length, p50: times[Math.floor(times.length / 2)], p99: times.at(-1), failed: 0 });
      slowest.push({ name, p99: times.at(-1), statements: once.statements });
    }
    return { rows, slowest };
  } finally {
    await stopApi(child);
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of each of the three slowest endpoints, each
 * statement once (two endpoints may share their slowest); only reads are explained, never a write.
 */
async function explainSlowest(databaseUrl, slowest) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const plans = [];
  try {
    for (const endpoint of [...slowest].sort((a, b) => b.p99 - a.p99)) {
      if (plans.length === 3) break;
      const reads = endpoint.statements.filter((s) => /^\s*(WITH|SELECT)\b/i.test(s.text ?? '') && !/\bFOR (UPDATE|SHARE)\b/i.test(s.text));
      const statement = reads.sort((a, b) => b.ms - a.ms)[0];
      const same = statement && plans.find((p) => p.text === statement.text);
      if (same) same.names.push(endpoint.name);
      if (!statement || same) continue;
      const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params ?? []);
      plans.push({ names: [endpoint.name], p99: endpoint.p99, ms: statement.ms, text: statement.text, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  } finally {
    await db.end();
  }
  return plans;
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–');
/** p50 and p99, or what stands for them when no request was answered within the run. */
const latency = (row) => (row.answered === false ? ['no answer in the run', '–'] : [ms(row.p50), ms(row.p99)]);

/** The ceiling of a row (ms) and whether the portfolio's p99 is under it. */
function ceilingOf(row, before) {
  const ceiling = row.group === 'console' ? CEILING.console : row.group === 'report' ? CEILING.report : Number.isFinite(before.p99) ? Math.max(before.p99 * CEILING.memberShare, 1) : null;
  if (ceiling === null) return ['–', '–'];
  return [row.group === 'member' ? `${ms(ceiling)} (empty × ${CEILING.memberShare})` : String(ceiling), row.answered !== false && row.p99 < ceiling ? 'yes' : '**no**'];
}

function table(empty, scale) {
  const lines = [
    '| group | measurement | statements | empty p50 ms | empty p99 ms | portfolio p50 ms | portfolio p99 ms | ceiling ms | within | failed (empty / portfolio) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of scale) {
    const before = empty.find((r) => r.name === row.name) ?? {};
    lines.push(`| ${row.group} | ${row.name} | ${row.statements} | ${latency(before).join(' | ')} | ${latency(row).join(' | ')} | ${ceilingOf(row, before).join(' | ')} | ${before.failed ?? '–'} / ${row.failed} |`);
  }
  return lines.join('\n');
}

/**
 * The member pages at MEMBER_RATE requests a second on the portfolio: once with the API's caches and
 * once without (the listener pointed where nothing listens: a NotifiedCache serves nothing while its
 * listener is down, every read goes to the database).
 */
async function memberPagesWithAndWithoutCaches(databaseUrl) {
  const rows = [];
  for (const [label, extraEnv] of [
    ['with the caches', {}],
    ['without the caches', { LISTEN_DATABASE_URL: 'postgres://127.0.0.1:1/no-listener' }],
  ]) {
    log(`member pages at ${MEMBER_RATE}/s, ${label}`);
    const child = startApi(databaseUrl, extraEnv);
    try {
      if (!(await waitForUrl(`${apiUrl(PORT)}/health`))) throw new Error('the API did not start');
      const api = new testing.ApiClient({ baseUrl: apiUrl(PORT) });
      const { borrower } = await actorsOf(api, databaseUrl, true);
      for (const path of ['/wallet', '/member/dashboard']) {
        const load = await measureLoad({ url: `${apiUrl(PORT)}${path}`, connections: 20, duration: DURATION_S, overallRate: MEMBER_RATE, headers: { Authorization: `Bearer ${borrower.token}` } }, child.pid);
        rows.push({ label, path, ...load });
        await drained(databaseUrl);
      }
    } finally {
      await stopApi(child);
    }
  }
  return rows;
}

/**
 * The daily jobs (POST /dev/jobs/run, each of DAILY_JOBS once in turn, at today's time) while
 * autocannon reads GET /wallet at JOBS_RATE requests a second, until the last answers: how long
 * they took and what the member felt.
 */
async function walletWhileJobsRun(databaseUrl) {
  log(`GET /wallet at ${JOBS_RATE}/s while the daily jobs run`);
  // The jobs answer in one request: it may take the longest the server allows (10 minutes, the close's budget).
  const child = startApi(databaseUrl, { API_REQUEST_TIMEOUT_MS: '600000', API_IDLE_TIMEOUT_MS: '600000' });
  try {
    if (!(await waitForUrl(`${apiUrl(PORT)}/health`))) throw new Error('the API did not start');
    const api = new testing.ApiClient({ baseUrl: apiUrl(PORT) });
    const { borrower } = await actorsOf(api, databaseUrl, true);
    let reader;
    const read = new Promise((resolve, reject) => {
      reader = autocannon(
        { url: `${apiUrl(PORT)}/wallet`, connections: 10, duration: 3600, overallRate: JOBS_RATE, headers: { Authorization: `Bearer ${borrower.token}` } },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    // Tomorrow, so that the day's dues are unpaid and no loan has been checked yet: the seed leaves today's done.
    await postWithoutTimeout(`${apiUrl(PORT)}/dev/clock`, { offsetSeconds: 86_400 });
    const t0 = performance.now();
    const done = {};
    const statuses = new Set();
    for (const job of DAILY_JOBS) {
      const response = await postWithoutTimeout(`${apiUrl(PORT)}/dev/jobs/run`, { job }).catch((error) => ({ status: `no answer (${error.code ?? error.message})`, body: {} }));
      statuses.add(response.status);
      Object.assign(done, response.body);
    }
    const seconds = (performance.now() - t0) / 1000;
    reader.stop();
    const result = await read;
    return { seconds, status: [...statuses].join(', '), done, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, failed: result.non2xx + result.errors + result.timeouts };
  } finally {
    await stopApi(child);
  }
}

/** A JSON POST that waits as long as the answer takes (fetch gives up on headers after 300 s). */
function postWithoutTimeout(url, body) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let parsed = {};
        try {
          parsed = JSON.parse(text);
        } catch {
          // an answer that is not JSON: its status says what happened
        }
        resolve({ status: response.statusCode, body: parsed });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** What the day's jobs did, in a few words (the counts each job answered). */
function jobsSummary(done) {
  const parts = [];
  if (done.overdue) parts.push(`overdue ${JSON.stringify(done.overdue)}`);
  if (done.autoDebit) parts.push(`auto-debit ${JSON.stringify(done.autoDebit)}`);
  if (done.reminded !== undefined) parts.push(`reminded ${done.reminded}`);
  if (done.promises) parts.push(`promises ${JSON.stringify(done.promises)}`);
  if (done.webhooks) parts.push(`webhooks ${JSON.stringify(done.webhooks)}`);
  if (done.sms) parts.push(`sms ${JSON.stringify(done.sms)}`);
  return parts.join('; ').replaceAll('|', '/');
}

async function portfolioFigures(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async (sql) => Number((await db.query(sql)).rows[0].n);
    return {
      members: await count(`SELECT count(*) AS n FROM members`),
      loans: await count(`SELECT count(*) AS n FROM loans`),
      entries: await count(`SELECT count(*) AS n FROM journal_entries`),
      lines: await count(`SELECT count(*) AS n FROM journal_lines`),
      repayments: await count(`SELECT count(*) AS n FROM repayments`),
      audit: await count(`SELECT count(*) AS n FROM audit_events`),
      size: (await db.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)).rows[0].s,
    };
  } finally {
    await db.end();
  }
}

let embedded = null;
const made = [];
let serverUrl = opts['server-url'];
try {
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres();
    serverUrl = embedded.url;
  }
  const emptyUrl = await freshDatabase(serverUrl, `bench_scale_empty_${process.pid}`);
  made.push(`bench_scale_empty_${process.pid}`);
  let scaleUrl = opts['seeded-url'];
  let seedSeconds = null;
  if (!scaleUrl) {
    scaleUrl = await freshDatabase(serverUrl, `bench_scale_${process.pid}`);
    made.push(`bench_scale_${process.pid}`);
    log(`seeding ${opts.loans} loans`);
    ({ seconds: seedSeconds } = await seedScale({ databaseUrl: scaleUrl, loans: Number(opts.loans), seed: Number(opts.seed) }));
  }
  const figures = await portfolioFigures(scaleUrl);
  const empty = await measureDatabase('empty', emptyUrl, false);
  const scale = await measureDatabase('portfolio', scaleUrl, true);
  const plans = await explainSlowest(scaleUrl, scale.slowest);
  const caches = await memberPagesWithAndWithoutCaches(scaleUrl);
  const jobs = await walletWhileJobsRun(scaleUrl);
  const body = `Written by \`npm run bench:scale\` (scripts/scale/bench.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Machine: ${describeMachine()}; it is shared, so read the figures as orders of magnitude.
The portfolio: ${figures.members} members, ${figures.loans} loans, ${figures.entries} journal entries (${figures.lines} lines),
${figures.repayments} repayments, ${figures.audit} audit rows, ${figures.size} on disk${seedSeconds ? `, seeded in ${seedSeconds.toFixed(0)} s` : ''}.
Each console and member endpoint: autocannon at a fixed ${RATE} requests a second for ${DURATION_S} s (10 connections);
each report: ${REPORT_RUNS} requests one after another (p99 is the slowest). "statements": what one request sends.

${table(empty.rows, scale.rows)}

### The member pages at ${MEMBER_RATE} requests a second, with the API's caches and without them

autocannon at a fixed ${MEMBER_RATE} requests a second for ${DURATION_S} s (20 connections), one borrower of the portfolio;
"without": the instance's cache listener pointed where nothing listens, so every read goes to the database.
The ceiling: p99 under ${CEILING.memberAt100} ms.

| page | with the caches: p50 ms | p99 ms | API CPU ms a request | without: p50 ms | p99 ms | API CPU ms a request | within without them |
|---|---:|---:|---:|---:|---:|---:|---|
${['/wallet', '/member/dashboard']
  .map((path) => {
    const [w, wo] = ['with the caches', 'without the caches'].map((label) => caches.find((r) => r.label === label && r.path === path));
    return `| GET ${path} | ${ms(w.p50)} | ${ms(w.p99)} | ${w.cpuMsPerRequest?.toFixed(2) ?? '–'} | ${ms(wo.p50)} | ${ms(wo.p99)} | ${wo.cpuMsPerRequest?.toFixed(2) ?? '–'} | ${wo.p99 < CEILING.memberAt100 && wo.failed === 0 ? 'yes' : '**no**'} |`;
  })
  .join('\n')}

### GET /wallet while the daily jobs run

The day's close as it runs today, each job once in turn (POST /dev/jobs/run: ${DAILY_JOBS.join(', ')})
on the portfolio at tomorrow's time (POST /dev/clock: the seed leaves today's jobs done), while autocannon reads GET /wallet at ${JOBS_RATE} requests a second
until the last job answers.

| the jobs took | what they did | GET /wallet p50 ms | p99 ms | ceiling ms | within | requests (failed) |
|---:|---|---:|---:|---:|---|---|
| ${jobs.seconds.toFixed(1)} s (status ${jobs.status}) | ${jobsSummary(jobs.done)} | ${ms(jobs.p50)} | ${ms(jobs.p99)} | ${CEILING.walletDuringJobs} | ${jobs.p99 < CEILING.walletDuringJobs ? 'yes' : '**no**'} | ${jobs.requests} (${jobs.failed}) |

### The slowest statements of the slowest endpoints on the portfolio

${plans.map((p) => `**${p.names.join(', ')}** (p99 ${ms(p.p99)} ms; this statement ${ms(p.ms)} ms when captured)\n\n\`\`\`sql\n${p.text.trim()}\n\`\`\`\n\n\`\`\`\n${p.plan}\n\`\`\``).join('\n\n')}
`;
  console.log(`\n${body}`);
  if (!opts['report-only']) {
    writeBenchmarkSection(join(root, 'docs/benchmarks.md'), "At a lender's size", body);
    log(`docs/benchmarks.md: the "At a lender's size" section written`);
  }
} finally {
  for (const name of made) await dropDatabase(serverUrl, name).catch(() => {});
  if (embedded) await embedded.stop();
  rmSync(captureFile, { force: true });
}
process.exit(0);
