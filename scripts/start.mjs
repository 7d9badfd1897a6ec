// Starts the whole product from a build: PostgreSQL (embedded unless DATABASE_URL is set),
// migrations, seed data (outside production), the API and the web. Ctrl-C stops everything.
//
//   DATABASE_URL   use this PostgreSQL instead of the embedded one
//   DATA_DIR       where the embedded PostgreSQL keeps its data (default .data/pg, survives restarts)
//   JWT_SECRET, OTP_SECRET, SESSION_SECRET
//                  outside production, those not given are generated on first start and kept in
//                  .data/secrets.json (SECRETS_FILE); production requires all three
//   API_PORT, WEB_PORT, NODE_ENV (default development: dev outbox, demo officer, demo timings; the
//                  web server itself always runs with NODE_ENV=production, and DEV_TOOLS=1 outside production)
//   API_INSTANCES  how many API processes (default 1; or `npm start -- --instances 2`): on API_PORT,
//                  API_PORT+1, ...; the web server spreads its calls over them (docs/scaling.md)
//   WEB_NODE_ARGS  node flags for the web server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//   API_NODE_ARGS  node flags for the API processes, the same way
//   SMS_PROVIDERS  unset outside production: SMS go through local fakes of Semaphore and Twilio
//                  started here (never the network); every SMS is in the dev outbox all the same
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiUrl, root, runApiCli, spawnApi, waitForUrl as answers } from './api-processes.mjs';
import { freePort, isPortFree, startEmbeddedPostgres } from './embedded-postgres.mjs';
import { localSecrets } from './local-secrets.mjs';

const webServer = join(root, 'apps/web/server.mjs');

const { values: args } = parseArgs({ options: { instances: { type: 'string' } } });
const instances = Number.parseInt(args.instances ?? process.env.API_INSTANCES ?? '1', 10);
if (!(instances >= 1 && instances <= 16)) {
  console.error('[start] --instances (API_INSTANCES) must be a whole number from 1 to 16.');
  process.exit(1);
}

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  API_PORT: process.env.API_PORT ?? '3001',
  WEB_PORT: process.env.WEB_PORT ?? '3000',
};
if (env.NODE_ENV !== 'production') Object.assign(env, localSecrets(env, resolve(root, env.SECRETS_FILE ?? '.data/secrets.json')));
const apiPorts = Array.from({ length: instances }, (_, i) => Number(env.API_PORT) + i);
// The web server reads a comma-separated list and takes turns (apps/web/app/lib/env.server.ts).
env.API_URL ??= apiPorts.map(apiUrl).join(',');

const children = [];
let database = null;
let smsFakes = null;
let stopping = false;

function log(message) {
  console.log(`[start] ${message}`);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  await Promise.all(children.map((child) => waitForExit(child, 5000)));
  if (database) await database.stop();
  if (smsFakes) await smsFakes.close();
  process.exit(code);
}

function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
  });
}

function runOnce(label, command) {
  const status = runApiCli(command, env);
  if (status !== 0) {
    log(`${label} failed (exit ${status}).`);
    return stopAll(1);
  }
}

function watch(label, child) {
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      log(`${label} stopped unexpectedly (exit ${code}); stopping everything.`);
      void stopAll(1);
    }
  });
}

async function waitForUrl(url, label) {
  if (await answers(url)) return;
  log(`${label} did not answer at ${url} within 60 s.`);
  await stopAll(1);
}

/** EMBEDDED_PG_PORT when set; else 54329, or any free port when another program holds that one. */
async function embeddedPort() {
  if (env.EMBEDDED_PG_PORT) return Number.parseInt(env.EMBEDDED_PG_PORT, 10);
  return (await isPortFree(54329)) ? 54329 : freePort();
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

if (!env.DATABASE_URL) {
  const dataDir = resolve(root, env.DATA_DIR ?? '.data/pg');
  const port = await embeddedPort();
  log(`starting embedded PostgreSQL (data in ${dataDir}, port ${port})`);
  try {
    database = await startEmbeddedPostgres({ dataDir, port });
  } catch (error) {
    log(`PostgreSQL did not start: ${error?.message ?? error}`);
    log('Is another `npm start` using the same DATA_DIR? Stop it, or set DATA_DIR or DATABASE_URL.');
    process.exit(1);
  }
  env.DATABASE_URL = database.url;
}

// The real SMS adapters against local fakes of the gateways (docs/integrations.md, SMS).
if (env.NODE_ENV !== 'production' && !env.SMS_PROVIDERS) {
  const { SmsGatewayFakes } = await import(join(root, 'apps/api/dist/apps/api/src/adapters/sms/fakes/sms-gateway-fakes.js'));
  smsFakes = await new SmsGatewayFakes().listen();
  Object.assign(env, smsFakes.env());
  log(`SMS gateway fakes (Semaphore, Twilio) on ${smsFakes.url}`);
}

await runOnce('migrations', 'migrate');
await runOnce('seed', 'seed');
// Every instance runs the jobs too: they claim their rows with SKIP LOCKED (docs/scaling.md).
const apiNodeArgs = (env.API_NODE_ARGS ?? '').split(' ').filter(Boolean);
for (const port of apiPorts) watch(`API on ${port}`, spawnApi(env, port, { nodeArgs: apiNodeArgs }));
for (const port of apiPorts) await waitForUrl(`${apiUrl(port)}/health`, `API on ${port}`);
const webNodeArgs = (env.WEB_NODE_ARGS ?? '').split(' ').filter(Boolean);
// The web runs its libraries in production mode whatever the product's mode (React's development
// build renders several times slower); outside production the product's dev tools stay on with
// DEV_TOOLS=1 (the dev outbox: apps/web/app/lib/env.server.ts).
const webEnv = { ...env, NODE_ENV: 'production', ...(env.NODE_ENV !== 'production' && { DEV_TOOLS: '1' }) };
watch('web', spawn(process.execPath, [...webNodeArgs, webServer], { cwd: join(root, 'apps/web'), env: webEnv, stdio: 'inherit' }));
await waitForUrl(`http://127.0.0.1:${env.WEB_PORT}/`, 'web');

log(`web:  http://localhost:${env.WEB_PORT}/`);
for (const port of apiPorts) log(`API:  http://localhost:${port}/api/v2 (OpenAPI at http://localhost:${port}/api/docs)`);
if (env.NODE_ENV !== 'production') {
  const phone = env.DEMO_OFFICER_PHONE ?? '+639000000001';
  const password = env.DEMO_OFFICER_PASSWORD ?? 'Officer#2026';
  const adminPassword = env.DEMO_ADMIN_PASSWORD ?? 'Admin#2026';
  log(`demo loan officers ${phone} and +639000000002 (password ${password}), demo admins +639000000003 and +639000000004 (password ${adminPassword}), demo compliance officer +639000000005 (password ${env.DEMO_COMPLIANCE_PASSWORD ?? 'Compliance#2026'})`);
  log(`SMS outbox: http://localhost:${env.WEB_PORT}/dev/outbox`);
}
log('press Ctrl-C to stop');
