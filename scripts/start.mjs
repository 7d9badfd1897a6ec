// Starts the whole product from a build: PostgreSQL (embedded unless DATABASE_URL is set),
// migrations, seed data (outside production), the API and the web. Ctrl-C stops everything.
//
//   DATABASE_URL   use this PostgreSQL instead of the embedded one
//   DATA_DIR       where the embedded PostgreSQL keeps its data (default .data/pg, survives restarts)
//   API_PORT, WEB_PORT, NODE_ENV (default development: dev outbox, demo officer, demo timings)
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, isPortFree, startEmbeddedPostgres } from './embedded-postgres.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps/api');
const apiCli = join(apiDir, 'dist/apps/api/src/cli.js');
const apiMain = join(apiDir, 'dist/apps/api/src/main.js');
const webServer = join(root, 'apps/web/server.mjs');

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  API_PORT: process.env.API_PORT ?? '3001',
  WEB_PORT: process.env.WEB_PORT ?? '3000',
};
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}/api/v2`;

const children = [];
let database = null;
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

function runOnce(label, args) {
  const result = spawnSync(process.execPath, args, { cwd: apiDir, env, stdio: 'inherit' });
  if (result.status !== 0) {
    log(`${label} failed (exit ${result.status}).`);
    return stopAll(1);
  }
}

function startService(label, script, cwd) {
  const child = spawn(process.execPath, [script], { cwd, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      log(`${label} stopped unexpectedly (exit ${code}); stopping everything.`);
      void stopAll(1);
    }
  });
}

async function waitForUrl(url, label) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
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

await runOnce('migrations', [apiCli, 'migrate']);
await runOnce('seed', [apiCli, 'seed']);
startService('API', apiMain, apiDir);
await waitForUrl(`http://127.0.0.1:${env.API_PORT}/api/v2/health`, 'API');
startService('web', webServer, join(root, 'apps/web'));
await waitForUrl(`http://127.0.0.1:${env.WEB_PORT}/`, 'web');

log(`web:  http://localhost:${env.WEB_PORT}/`);
log(`API:  http://localhost:${env.API_PORT}/api/v2 (OpenAPI at http://localhost:${env.API_PORT}/api/docs)`);
if (env.NODE_ENV !== 'production') {
  const phone = env.DEMO_OFFICER_PHONE ?? '+639000000001';
  const password = env.DEMO_OFFICER_PASSWORD ?? 'Officer#2026';
  log(`demo loan officer: ${phone} / ${password}; SMS outbox at http://localhost:${env.WEB_PORT}/dev/outbox`);
}
log('press Ctrl-C to stop');
