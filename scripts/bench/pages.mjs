// Page weight and server-rendering speed, after `npm run build`: `npm run bench:pages`.
// Starts the built product on its own embedded PostgreSQL, makes a member with a disbursed loan,
// signs in, and measures every page a borrower sees:
//  - as a client without JavaScript sees it: the HTML, and every <script src>, modulepreload and
//    stylesheet it names, each file once, gzip level 9;
//  - in Chromium with JavaScript: the bytes transferred, as the browser reports them;
//  - server rendering of / and /dash (autocannon): the CPU a request of the web process and of the
//    API process, p99 at a fixed 100 requests a second, and what two web processes serve beside
//    one, each process on its own core; beside each figure, a bare node:http server's in the same
//    run (its ceiling on this machine);
//  - Lighthouse mobile performance and accessibility of /, /login, /dash and /wallet.
// Prints the table, writes it as the "Pages" section of docs/benchmarks.md, and exits 1 when a
// budget is broken (unless --report-only).
import { build as esbuild } from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { canPin, describeMachine, measureLoad, pinCommand, pinProcess, startBareServer, writeBenchmarkSection } from './report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const reportOnly = process.argv.includes('--report-only');
// --no-lighthouse, --no-load: leave out the slow parts while working on page weight.
const skipLighthouse = process.argv.includes('--no-lighthouse');
const skipLoad = process.argv.includes('--no-load');
// --load-only=/dash,/ : only the server-rendering rows of those pages (no page weight, no
// Lighthouse, docs/benchmarks.md left alone), for profiling with WEB_NODE_ARGS (scripts/start.mjs).
const loadOnly = process.argv.find((a) => a.startsWith('--load-only='))?.slice('--load-only='.length).split(',');
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3310);
const API_PORT = Number(process.env.BENCH_API_PORT ?? WEB_PORT + 1);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? WEB_PORT + 2);
// The second web process, and the second bare server, for the figures with two processes.
const SECOND_WEB_PORT = WEB_PORT + 3;
const SECOND_BARE_PORT = BARE_PORT + 3;
const base = `http://127.0.0.1:${WEB_PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
// Each server is loaded this long before it is measured, so that the figures are its steady state
// rather than the JIT compiling the page's code during the first requests.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);

const KB = 1024;
const BUDGET = {
  publicJs: 0,
  calculatorJs: 10 * KB,
  // The sign-in and registration pages: the forms' enhancement alone (a button at work, no second press).
  signInJs: 1 * KB,
  memberJs: 100 * KB,
  css: 15 * KB,
  html: 15 * KB,
  lighthouse: 95,
};
/**
 * Server rendering: /dash's CPU a request in the web process and in the
 * API process, its p99 at a fixed rate, what two web processes serve beside one at the same p99, and
 * floors on each page's share of a bare node:http server (information beside the budgets above).
 */
const RENDER_BUDGET = {
  cpuMs: { '/dash': { web: 3, api: 1.5 } },
  fixedRate: 100,
  fixedRateP99Ms: { '/dash': 100 },
  twoProcessesServe: { '/dash': 1.6 },
  shareOfBare: { '/': 0.01, '/dash': 0.005 },
};
const CONNECTIONS = 20;

/** The pages measured: public ones ship no JavaScript (/ may ship its calculator's enhancement, the sign-in pages the forms'). */
const PAGES = [
  { path: '/', kind: 'public', jsBudget: BUDGET.calculatorJs },
  { path: '/hiw', kind: 'public' },
  { path: '/about', kind: 'public' },
  { path: '/contact', kind: 'public' },
  { path: '/privacy', kind: 'public' },
  { path: '/terms', kind: 'public' },
  { path: '/login', kind: 'public', jsBudget: BUDGET.signInJs },
  { path: '/register', kind: 'public', jsBudget: BUDGET.signInJs },
  { path: '/register/employment', kind: 'public', as: 'registering', jsBudget: BUDGET.signInJs },
  { path: '/recover', kind: 'public', jsBudget: BUDGET.signInJs },
  { path: '/no-such-page', kind: 'public', label: '404' },
  { path: '/dash', kind: 'member' },
  { path: '/activate/personal', kind: 'member' },
  { path: '/activate/bank', kind: 'member' },
  { path: '/wallet', kind: 'member' },
  { path: '/wallet/withdraw', kind: 'member' },
  { path: '/wallet/withdraw/confirm?amount=1000', kind: 'member' },
  { path: '/settings', kind: 'member' },
  { path: '/settings/account', kind: 'member' },
  { path: '/settings/password', kind: 'member' },
  { path: '/settings/withdrawal', kind: 'member' },
  { path: '/settings/borrow', kind: 'member' },
];
const LIGHTHOUSE_PAGES = ['/', '/login', '/dash', '/wallet'];
/**
 * The pages under load, and two rows of information beside them: /terms is the public shell around
 * static text, /theme.css a resource route (Remix and Express, no React render): what the framework
 * costs before a page's own content.
 */
const LOAD_PAGES = loadOnly ?? ['/', '/dash', '/terms', '/theme.css'];

const log = (message) => console.error(`[bench:pages] ${message}`);
const kb = (bytes) => (bytes / KB).toFixed(1);

// ---- the product -------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(os.tmpdir(), 'halimbawa-bench-pg-'));
let product = null;
const bares = [];
let secondWeb = null;
let browser = null;

function startProduct() {
  const env = {
    ...process.env,
    NODE_ENV: 'test', // the dev outbox gives the SMS codes; everything else as in production
    WEB_PORT: String(WEB_PORT),
    API_PORT: String(API_PORT),
    DATA_DIR: dataDir,
    WEB_ACCESS_LOG: 'off',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    DISBURSE_DELAY_S: '0',
  };
  delete env.DATABASE_URL;
  product = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { env, stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'] });
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (product && product.exitCode !== null) throw new Error('the product stopped while starting');
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function stopProduct() {
  await browser?.close().catch(() => undefined);
  if (product && product.exitCode === null) {
    const exited = new Promise((r) => product.once('exit', r));
    product.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  }
  for (const child of [...bares, secondWeb]) if (child && child.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/** The shared test fixtures (TypeScript), bundled for this script. */
async function loadFixtures() {
  const out = await esbuild({
    entryPoints: [join(root, 'libs/testing/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    alias: { '@halimbawa/domain': join(root, 'libs/domain/src/index.ts') },
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** A member with a disbursed loan (their wallet holds it), so /dash and /wallet show real content. */
async function makeMember(fixtures) {
  const api = new fixtures.ApiClient({ baseUrl: `http://127.0.0.1:${API_PORT}/api/v2` });
  const national = `917${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const officer = await fixtures.officerToken(api);
  const member = await fixtures.activatedMember(api, national, { verifiedBy: officer });
  await fixtures.disbursedLoan(api, { accessToken: member.accessToken, e164: `+63${national}` }, officer);
  return { national, password: fixtures.PASSWORD };
}

// ---- measuring ---------------------------------------------------------------------------------

function attributes(tag) {
  const found = {};
  for (const m of tag.matchAll(/([a-zA-Z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) found[m[1].toLowerCase()] = m[3] ?? m[4] ?? m[5];
  return found;
}

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** What a client without JavaScript is sent: the page and every file it names, each once. */
async function measureWithoutJs(path, cookie) {
  const headers = cookie ? { cookie } : {};
  const res = await fetch(base + path, { headers, redirect: 'manual' });
  const html = Buffer.from(await res.arrayBuffer());
  const text = html.toString('utf8');
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of text.matchAll(/<script\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (a.src) scripts.add(a.src);
  }
  for (const [tag] of text.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag);
    const rel = (a.rel ?? '').toLowerCase();
    if (rel === 'modulepreload' && a.href) scripts.add(a.href);
    if (rel === 'stylesheet' && a.href) styles.add(a.href);
  }
  const inlineScripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].filter(([, body]) => body.trim()).length;
  const sizeOf = async (urls) => {
    let bytes = 0;
    for (const url of urls) bytes += gzipSize(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer()));
    return bytes;
  };
  return {
    status: res.status,
    html: gzipSize(html),
    js: await sizeOf(scripts),
    jsFiles: scripts.size,
    inlineScripts,
    css: await sizeOf(styles),
    cssFiles: styles.size,
  };
}

/** What Chromium with JavaScript transfers for the page (a fresh cache), by kind of resource. */
async function measureWithJs(browser, path, cookies) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const totals = { document: 0, script: 0, stylesheet: 0, other: 0, scriptFiles: 0 };
  for (const request of finished) {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) continue;
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    const type = request.resourceType();
    if (type === 'script') totals.scriptFiles += 1;
    if (type === 'document' || type === 'script' || type === 'stylesheet') totals[type] += bytes;
    else if (type === 'fetch' || type === 'xhr') totals.script += bytes; // route data and manifests JS asks for
    else totals.other += bytes;
  }
  await context.close();
  return totals;
}

/** A process of the product's (Linux: /proc) whose command line names `script`, for its CPU time. */
function productPid(script) {
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === product.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(script)) return pid;
    }
  } catch {
    // not Linux
  }
  return null;
}

/** Loads `urls` (one a web process, taken in turn by the connections) for WARM_UP_SECONDS, unmeasured. */
async function warmUp(urls, options = {}) {
  if (WARM_UP_SECONDS > 0) await measureLoad({ url: urls, duration: WARM_UP_SECONDS, connections: CONNECTIONS, ...options });
}

/** autocannon on `urls` for LOAD_SECONDS, and the CPU a request of the processes `pids.web` and `pids.api`. */
async function load(urls, options = {}, pids = {}) {
  const figures = await measureLoad({ url: urls, duration: LOAD_SECONDS, connections: CONNECTIONS, ...options }, pids.web, pids.api);
  return { ...figures, apiCpuMsPerRequest: figures.otherCpuMsPerRequest };
}

/**
 * One server measured the way each page is: at full load (CONNECTIONS, as fast as it answers) with
 * one process and with two, and at the fixed rate with one. `urls[i]` is process i's (on core i).
 */
async function measureServer(urls, options, pids) {
  const one = urls.slice(0, 1);
  await warmUp(one, options);
  const full = await load(one, options, { web: pids.web[0], api: pids.api });
  const fixed = await load(one, { ...options, overallRate: RENDER_BUDGET.fixedRate });
  await warmUp(urls, options);
  const two = await load(urls, options, { web: pids.web, api: pids.api });
  // "Serves 1.6 times as much at the same p99": asked for that rate, two processes must answer it,
  // no slower at the 99th percentile than one was at its own full load.
  const scale = RENDER_BUDGET.twoProcessesServe['/dash'];
  const twoAtScale = await load(urls, { ...options, overallRate: Math.max(1, Math.round(full.rps * scale)) });
  return { full, fixed, two, twoAtScale };
}

/** A second web process like the first (its environment, read from /proc), on core 1 and SECOND_WEB_PORT. */
async function startSecondWebProcess(firstPid) {
  const env = Object.fromEntries(
    readFileSync(`/proc/${firstPid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const [command, ...args] = [...pinCommand(1), process.execPath, join(root, 'apps/web/server.mjs')];
  secondWeb = spawn(command, args, { cwd: join(root, 'apps/web'), env: { ...env, WEB_PORT: String(SECOND_WEB_PORT) }, stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${SECOND_WEB_PORT}/`, 60);
  return secondWeb.pid;
}

async function lighthouseScores(urls, cookie) {
  let lighthouse;
  let launcher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (error) {
    return { unavailable: `Lighthouse is not installed (${error.message.split('\n')[0]})` };
  }
  const chrome = await launcher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const scores = {};
  try {
    for (const path of urls) {
      const headers = LIGHTHOUSE_NEEDS_COOKIE.has(path) && cookie ? { Cookie: cookie } : undefined;
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: headers,
      });
      const c = result.lhr.categories;
      scores[path] = { performance: Math.round(c.performance.score * 100), accessibility: Math.round(c.accessibility.score * 100) };
    }
  } catch (error) {
    return { unavailable: `Lighthouse could not run here: ${error.message.split('\n')[0]}`, scores };
  } finally {
    await chrome.kill();
  }
  return { scores };
}
const LIGHTHOUSE_NEEDS_COOKIE = new Set(['/dash', '/wallet']);

// ---- the report ----

const ms = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));

/** The server-rendering table: each page's figures, the bare server's beside them, the budgets marked. */
function renderingTable(bare, loads) {
  const lines = [
    `Server rendering: autocannon, ${CONNECTIONS} connections, ${LOAD_SECONDS} s a row after ${WARM_UP_SECONDS} s unmeasured; ` +
      (canPin ? 'each web process pinned to a core of its own (taskset: the first on core 0, the second on core 1), ' : 'processes not pinned (no taskset or one core), ') +
      'the API, PostgreSQL and autocannon unpinned. CPU: user + system time of the process (/proc) over the row, divided by the requests answered. ' +
      `The bare node:http row is a server answering "hello", the ceiling on this machine, measured the same way in the same run (two of them for the two-process figures). ` +
      `Budgets (✗ when broken): /dash at most ${RENDER_BUDGET.cpuMs['/dash'].web} ms of web CPU and ${RENDER_BUDGET.cpuMs['/dash'].api} ms of API CPU a request; ` +
      `p99 under ${RENDER_BUDGET.fixedRateP99Ms['/dash']} ms at ${RENDER_BUDGET.fixedRate} /dash requests a second; two web processes serve ${RENDER_BUDGET.twoProcessesServe['/dash']} times what one does ` +
      `at full load, no slower at p99; a share of the bare server of at least ${RENDER_BUDGET.shareOfBare['/'] * 100} % for / and ${RENDER_BUDGET.shareOfBare['/dash'] * 100} % for /dash.`,
    '',
    '| server | requests/s | p50 ms | p99 ms | share of bare | web CPU ms a request | API CPU ms a request | ' +
      `p99 ms at ${RENDER_BUDGET.fixedRate}/s | two processes: requests/s (× one), p99 ms | two asked for × ${RENDER_BUDGET.twoProcessesServe['/dash']} of one: requests/s, p99 ms | non-2xx |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const row = (label, l, marks = {}) =>
    `| ${label} | ${Math.round(l.full.rps)} | ${l.full.p50} | ${l.full.p99} | ${marks.share ?? '100 %'} | ${ms(l.full.cpuMsPerRequest, 3)}${marks.webCpu ?? ''} | ` +
    `${ms(l.full.apiCpuMsPerRequest, 3)}${marks.apiCpu ?? ''} | ${l.fixed.p99}${marks.fixed ?? ''} | ${Math.round(l.two.rps)} (× ${(l.two.rps / l.full.rps).toFixed(2)}), ${l.two.p99} | ` +
    `${Math.round(l.twoAtScale.rps)} of ${Math.round(l.full.rps * RENDER_BUDGET.twoProcessesServe['/dash'])}, ${l.twoAtScale.p99}${marks.scale ?? ''} | ${[l.full, l.fixed, l.two, l.twoAtScale].reduce((n, f) => n + f.non2xx + f.errors, 0)} |`;
  lines.push(row('bare node:http', bare));
  for (const l of loads) {
    const share = l.full.rps / bare.full.rps;
    const cpu = RENDER_BUDGET.cpuMs[l.path];
    const p99Budget = RENDER_BUDGET.fixedRateP99Ms[l.path];
    const scale = RENDER_BUDGET.twoProcessesServe[l.path];
    const answered = (f) => f.non2xx + f.errors === 0;
    const marks = {
      share: `${(share * 100).toFixed(2)} %${RENDER_BUDGET.shareOfBare[l.path] ? check(share >= RENDER_BUDGET.shareOfBare[l.path], `${l.path}: ${(share * 100).toFixed(2)} % of bare node:http`) : ''}`,
      webCpu: cpu ? check(l.full.cpuMsPerRequest !== null && l.full.cpuMsPerRequest <= cpu.web, `${l.path}: ${ms(l.full.cpuMsPerRequest, 3)} ms of web CPU a request`) : '',
      apiCpu: cpu ? check(l.full.apiCpuMsPerRequest !== null && l.full.apiCpuMsPerRequest <= cpu.api, `${l.path}: ${ms(l.full.apiCpuMsPerRequest, 3)} ms of API CPU a request`) : '',
      fixed: p99Budget ? check(l.fixed.p99 < p99Budget && answered(l.fixed), `${l.path}: p99 ${l.fixed.p99} ms at ${RENDER_BUDGET.fixedRate} requests a second`) : '',
      scale: scale
        ? check(
            l.twoAtScale.rps >= 0.97 * scale * l.full.rps && l.twoAtScale.p99 <= l.full.p99 && answered(l.twoAtScale),
            `${l.path}: two web processes answered ${Math.round(l.twoAtScale.rps)} of ${Math.round(scale * l.full.rps)} requests a second, p99 ${l.twoAtScale.p99} ms (one: ${l.full.p99} ms)`,
          )
        : '',
    };
    check([l.full, l.fixed, l.two, l.twoAtScale].every(answered), `${l.path}: answers other than 2xx under load`);
    lines.push(row(l.path, l, marks));
  }
  lines.push('');
  return lines;
}

// ---- the run -----------------------------------------------------------------------------------

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const loadBefore = loadAverage();
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? '' : ' ✗';
};

try {
  log(`starting the product on ${base} (data in ${dataDir})`);
  startProduct();
  await waitFor(`http://127.0.0.1:${API_PORT}/api/v2/health`, 120);
  await waitFor(`${base}/`, 60);
  const fixtures = await loadFixtures();
  log('making a member with a disbursed loan');
  const member = await makeMember(fixtures);

  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  // Signed in through the login form, as a borrower does.
  const memberContext = await browser.newContext({ javaScriptEnabled: false });
  const signIn = await memberContext.newPage();
  await signIn.goto(`${base}/login`);
  await signIn.locator('form [name="phoneNumber"]').fill(member.national);
  await signIn.locator('form [name="password"]').fill(member.password);
  await Promise.all([signIn.waitForURL((u) => u.pathname !== '/login'), signIn.getByRole('button', { name: /sign in/i }).click()]);
  const memberCookies = await memberContext.cookies();
  // Step 1 of the registration sent, for its step 2 (a sealed cookie holds step 1).
  const registering = await browser.newContext({ javaScriptEnabled: false });
  const reg = await registering.newPage();
  await reg.goto(`${base}/register`);
  const fill = (name, value) => reg.locator(`form [name="${name}"]`).first().fill(value);
  await fill('phoneNumber', `918${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`);
  await fill('email', 'bench@example.ph');
  await fill('fullName', 'Juan Dela Cruz');
  await fill('password', member.password);
  await fill('confirmPassword', member.password);
  await reg.locator('form [name="agreeTerms"]').check();
  await Promise.all([reg.waitForURL(/\/register\/employment$/), reg.locator('form [name="fullName"]').evaluate((el) => el.form.requestSubmit())]);
  const registeringCookies = await registering.cookies();
  const cookieHeader = (cookies) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  log('measuring page weight');
  const rows = [];
  for (const page of loadOnly ? [] : PAGES) {
    const cookies = page.kind === 'member' ? memberCookies : page.as === 'registering' ? registeringCookies : [];
    const plain = await measureWithoutJs(page.path, cookieHeader(cookies));
    const browserFigures = await measureWithJs(browser, page.path, cookies);
    rows.push({ ...page, plain, browser: browserFigures });
  }
  await browser.close();

  const memberCookie = cookieHeader(memberCookies);
  const loads = [];
  let bare = null;
  if (!skipLoad) {
    log('measuring server rendering');
    // Each web process on a core of its own, as the bare servers are (nothing is pinned on one core).
    const webPids = [productPid('apps/web/server.mjs')];
    const apiPid = productPid('apps/api/src/main.js');
    pinProcess(webPids[0], 0);
    webPids.push(await startSecondWebProcess(webPids[0]));
    for (const [core, port] of [BARE_PORT, SECOND_BARE_PORT].entries()) bares.push(await startBareServer(port, { contentType: 'text/plain', body: 'hello', core }));
    const bareUrls = [BARE_PORT, SECOND_BARE_PORT].map((port) => `http://127.0.0.1:${port}/`);
    bare = await measureServer(bareUrls, {}, { web: bares.map((b) => b.pid), api: null });
    for (const path of LOAD_PAGES) {
      const headers = path === '/dash' ? { cookie: memberCookie } : {};
      const urls = [base, `http://127.0.0.1:${SECOND_WEB_PORT}`].map((origin) => origin + path);
      loads.push({ path, ...(await measureServer(urls, { headers }, { web: webPids, api: apiPid })) });
    }
  }

  let lighthouse = { unavailable: 'skipped (--no-lighthouse)' };
  if (!skipLighthouse && !loadOnly) {
    log('running Lighthouse');
    lighthouse = await lighthouseScores(LIGHTHOUSE_PAGES, memberCookie);
  }

  // ---- table ----
  const lines = [];
  lines.push(
    `Written by \`npm run bench:pages\` (scripts/bench/pages.mjs) on ${new Date().toISOString().slice(0, 10)}: ${describeMachine()}; ` +
      `load average (1, 5, 15 min) ${loadBefore} at the start, ${loadAverage()} at the end (on a shared machine the CPU a request moves least).`,
  );
  lines.push(
    'Without JavaScript: the HTML and every script, modulepreload and stylesheet it names, each file once, gzip level 9. ' +
      'With JavaScript: bytes Chromium transferred (headers included; JS counts the route data it fetches). ' +
      `Budgets: public pages 0 KB JS (/ at most ${kb(BUDGET.calculatorJs)} KB, the sign-in and registration pages ${kb(BUDGET.signInJs)} KB), member pages at most ${kb(BUDGET.memberJs)} KB JS, ` +
      `CSS at most ${kb(BUDGET.css)} KB, HTML at most ${kb(BUDGET.html)} KB; ✗ marks a broken budget.`,
    '',
  );
  lines.push('| page | status | HTML KB | JS KB (files) | CSS KB (files) | with JS: HTML / JS / CSS KB (script files) |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const jsBudget = r.jsBudget ?? (r.kind === 'public' ? BUDGET.publicJs : BUDGET.memberJs);
    const label = r.label ?? r.path;
    const p = r.plain;
    const b = r.browser;
    const jsMark = check(p.js <= jsBudget && b.script <= Math.max(jsBudget, 0) + (jsBudget ? 2 * KB : 0), `${label}: JS ${kb(p.js)} KB (budget ${kb(jsBudget)})`);
    const publicInline = r.kind === 'public' && r.jsBudget === undefined ? check(p.inlineScripts === 0 && b.scriptFiles === 0, `${label}: loads a script`) : '';
    lines.push(
      `| ${label} | ${p.status} | ${kb(p.html)}${check(p.html <= BUDGET.html, `${label}: HTML ${kb(p.html)} KB`)} | ` +
        `${kb(p.js)} (${p.jsFiles})${jsMark}${publicInline} | ${kb(p.css)} (${p.cssFiles})${check(p.css <= BUDGET.css, `${label}: CSS ${kb(p.css)} KB`)} | ` +
        `${kb(b.document)} / ${kb(b.script)} / ${kb(b.stylesheet)} (${b.scriptFiles}) |`,
    );
  }
  lines.push('');
  if (bare) lines.push(...renderingTable(bare, loads));
  lines.push(`Lighthouse (mobile, system Chromium; budget ${BUDGET.lighthouse}):`, '');
  if (lighthouse.unavailable) {
    lines.push(`_${lighthouse.unavailable}._`, '');
  }
  if (lighthouse.scores && Object.keys(lighthouse.scores).length) {
    lines.push('| page | performance | accessibility |', '| --- | ---: | ---: |');
    for (const [path, s] of Object.entries(lighthouse.scores)) {
      lines.push(
        `| ${path} | ${s.performance}${check(s.performance >= BUDGET.lighthouse, `${path}: Lighthouse performance ${s.performance}`)} | ` +
          `${s.accessibility}${check(s.accessibility >= BUDGET.lighthouse, `${path}: Lighthouse accessibility ${s.accessibility}`)} |`,
      );
    }
    lines.push('');
  }
  if (failures.length) lines.push(`Budgets broken: ${failures.length}.`, '');
  const markdown = lines.join('\n').trimEnd() + '\n';
  console.log(markdown);
  if (!loadOnly) {
    writeBenchmarkSection(join(root, 'docs/benchmarks.md'), 'Pages', markdown);
    log('wrote the Pages section of docs/benchmarks.md');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await stopProduct();
}
if (failures.length) {
  console.error(`[bench:pages] budgets broken:\n - ${failures.join('\n - ')}`);
  if (!reportOnly && !process.exitCode) process.exitCode = 1;
}
// Chromium and esbuild's service would keep the process alive.
process.exit(process.exitCode ?? 0);
