// Page weight and server-rendering speed, after `npm run build`: `npm run bench:pages`.
// Starts the built product on its own embedded PostgreSQL, makes a member with a disbursed loan,
// signs in, and measures every page a borrower sees:
//  - as a client without JavaScript sees it: the HTML, and every <script src>, modulepreload and
//    stylesheet it names, each file once, gzip level 9;
//  - in Chromium with JavaScript: the bytes transferred, as the browser reports them;
//  - server rendering of / and /dash at 20 connections (autocannon) beside a bare node:http
//    server in the same run, and p99 at half that load;
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
import { describeMachine, measureLoad, startBareServer, writeBenchmarkSection } from './report.mjs';

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
  memberJs: 100 * KB,
  css: 15 * KB,
  html: 15 * KB,
  renderShareOfBare: 0.01,
  halfLoadP99Ms: 250,
  lighthouse: 95,
};

/** The pages of the issue: public ones ship no JavaScript (/ may ship its calculator's enhancement). */
const PAGES = [
  { path: '/', kind: 'public', jsBudget: BUDGET.calculatorJs },
  { path: '/hiw', kind: 'public' },
  { path: '/about', kind: 'public' },
  { path: '/contact', kind: 'public' },
  { path: '/privacy', kind: 'public' },
  { path: '/terms', kind: 'public' },
  { path: '/login', kind: 'public' },
  { path: '/register', kind: 'public' },
  { path: '/register/employment', kind: 'public', as: 'registering' },
  { path: '/recover', kind: 'public' },
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
const LOAD_PAGES = loadOnly ?? ['/', '/dash'];

const log = (message) => console.error(`[bench:pages] ${message}`);
const kb = (bytes) => (bytes / KB).toFixed(1);

// ---- the product -------------------------------------------------------------------------------

const dataDir = mkdtempSync(join(os.tmpdir(), 'halimbawa-bench-pg-'));
let product = null;
let bare = null;
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
  if (bare && bare.exitCode === null) bare.kill('SIGTERM');
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

/** Loads `url` for WARM_UP_SECONDS, unmeasured. */
async function warmUp(url, options = {}) {
  if (WARM_UP_SECONDS > 0) await measureLoad({ url, duration: WARM_UP_SECONDS, connections: 20, ...options });
}

async function load(url, options, pids = {}) {
  const { rps, p50, p99, non2xx, errors, cpuMsPerRequest, otherCpuMsPerRequest } = await measureLoad({ url, duration: LOAD_SECONDS, connections: 20, ...options }, pids.web, pids.api);
  return { rps, p50, p99, non2xx, errors, cpuMsPerRequest, apiCpuMsPerRequest: otherCpuMsPerRequest };
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

// ---- the report --------------------------------------------------------------------------------

// ---- the run -----------------------------------------------------------------------------------

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
  let bareFull = { rps: 0, p50: 0, p99: 0 };
  let bareAgain = bareFull;
  const loads = [];
  if (!skipLoad) {
    log('measuring server rendering');
    bare = await startBareServer(BARE_PORT, { contentType: 'text/plain', body: 'hello' });
    await warmUp(`http://127.0.0.1:${BARE_PORT}/`);
    bareFull = await load(`http://127.0.0.1:${BARE_PORT}/`);
  }
  // The web server's CPU a request, and the API's: /dash waits for the API on the same two cores.
  const pids = { web: productPid('apps/web/server.mjs'), api: productPid('apps/api/src/main.js') };
  for (const path of skipLoad ? [] : LOAD_PAGES) {
    const headers = path === '/dash' ? { cookie: memberCookie } : {};
    await warmUp(base + path, { headers });
    const full = await load(base + path, { headers }, pids);
    const half = await load(base + path, { headers, overallRate: Math.max(1, Math.round(full.rps / 2)) });
    loads.push({ path, full, half });
  }
  if (!skipLoad) bareAgain = await load(`http://127.0.0.1:${BARE_PORT}/`);
  const bareRps = (bareFull.rps + bareAgain.rps) / 2;

  let lighthouse = { unavailable: 'skipped (--no-lighthouse)' };
  if (!skipLighthouse && !loadOnly) {
    log('running Lighthouse');
    lighthouse = await lighthouseScores(LIGHTHOUSE_PAGES, memberCookie);
  }

  // ---- table ----
  const lines = [];
  lines.push(`Written by \`npm run bench:pages\` (scripts/bench/pages.mjs) on ${new Date().toISOString().slice(0, 10)}: ${describeMachine()}.`);
  lines.push(
    'Without JavaScript: the HTML and every script, modulepreload and stylesheet it names, each file once, gzip level 9. ' +
      'With JavaScript: bytes Chromium transferred (headers included; JS counts the route data it fetches). ' +
      `Budgets: public pages 0 KB JS (/ at most ${kb(BUDGET.calculatorJs)} KB), member pages at most ${kb(BUDGET.memberJs)} KB JS, ` +
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
  lines.push(
    `Server rendering: autocannon, 20 connections, ${LOAD_SECONDS} s each after ${WARM_UP_SECONDS} s unmeasured; a bare node:http server answers ${Math.round(bareRps)} requests/s ` +
      `(p50 ${bareFull.p50} ms, p99 ${bareFull.p99} ms) in the same run. Budgets: at least ${BUDGET.renderShareOfBare * 100} % of bare, ` +
      `p99 under ${BUDGET.halfLoadP99Ms} ms at half the page's own rate.`,
    '',
  );
  lines.push('| page | requests/s | p50 ms | p99 ms | share of bare node:http | at half that rate: p99 ms | non-2xx | web server CPU ms a request | API CPU ms a request |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const l of loads) {
    const share = l.full.rps / bareRps;
    lines.push(
      `| ${l.path} | ${Math.round(l.full.rps)} | ${l.full.p50} | ${l.full.p99} | ${(share * 100).toFixed(2)} %${check(share >= BUDGET.renderShareOfBare, `${l.path}: ${(share * 100).toFixed(2)} % of bare`)} | ` +
        `${l.half.p99}${check(l.half.p99 < BUDGET.halfLoadP99Ms, `${l.path}: p99 ${l.half.p99} ms at half load`)} | ${l.full.non2xx + l.half.non2xx}${check(l.full.non2xx + l.full.errors === 0, `${l.path}: ${l.full.non2xx} non-2xx answers, ${l.full.errors} errors`)} | ${l.full.cpuMsPerRequest?.toFixed(1) ?? 'n/a'} | ${l.full.apiCpuMsPerRequest?.toFixed(1) ?? 'n/a'} |`,
    );
  }
  lines.push('');
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
