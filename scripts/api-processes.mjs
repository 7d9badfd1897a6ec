// Running the built API as child processes: its CLI (migrations, seed) and its server. Shared by
// `npm start` (scripts/start.mjs) and the API benchmark (scripts/bench/api.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const apiDir = join(root, 'apps/api');
export const apiMain = join(apiDir, 'dist/apps/api/src/main.js');
const apiCli = join(apiDir, 'dist/apps/api/src/cli.js');

/** Runs `node cli.js <command>` (migrate, seed) to its end; answers its exit status. */
export function runApiCli(command, env) {
  return spawnSync(process.execPath, [apiCli, command], { cwd: apiDir, env, stdio: 'inherit' }).status;
}

/** Starts one API server process listening on `port`; `nodeArgs` go before the script (e.g. --cpu-prof). */
export function spawnApi(env, port, { nodeArgs = [], stdio = 'inherit' } = {}) {
  // Each instance's metrics listener next to the first one's (METRICS_PORT, when set).
  const metrics = env.METRICS_PORT ? { METRICS_PORT: String(Number(env.METRICS_PORT) + port - Number(env.API_PORT ?? port)) } : {};
  return spawn(process.execPath, [...nodeArgs, apiMain], { cwd: apiDir, env: { ...env, ...metrics, API_PORT: String(port) }, stdio });
}

/** The API's base URL (with /api/v2) on a loopback port. */
export function apiUrl(port) {
  return `http://127.0.0.1:${port}/api/v2`;
}

/** Polls `url` until it answers below 500; answers false after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
