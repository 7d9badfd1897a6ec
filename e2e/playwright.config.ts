import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The built product, started the way `npm start` starts it, on ports of its own so that a
// running demo is left alone. The database is the one scripts/test.mjs made for this run, or a
// throwaway embedded cluster.
const webPort = process.env.E2E_WEB_PORT ?? '3200';
const apiPort = process.env.E2E_API_PORT ?? '3201';
export const baseURL = `http://127.0.0.1:${webPort}`;
export const apiURL = `http://127.0.0.1:${apiPort}/api/v2`;

// The web's session secret, drawn once by the runner: its workers inherit this environment, so the
// member fixtures (tests/fixtures.ts) seal session cookies the web server accepts.
process.env.SESSION_SECRET ??= randomBytes(32).toString('base64url');

const serverEnv: Record<string, string> = {
  SESSION_SECRET: process.env.SESSION_SECRET,
  // The API in test mode; start.mjs starts the web with NODE_ENV=production and DEV_TOOLS=1 (the dev outbox).
  NODE_ENV: 'test',
  WEB_PORT: webPort,
  API_PORT: apiPort,
  WEB_ACCESS_LOG: 'off',
  // Only the API's errors reach the run's output (webServer.stdout): an unexpected 500 shows its cause there.
  LOG_LEVEL: 'error',
  // A request must arrive whole within 5 s here (60 s by default): hardening.spec.ts sends a slow one.
  WEB_REQUEST_TIMEOUT_MS: '5000',
  // Many members sign in from one address during the run; rate limits have their own API tests.
  RATE_LIMIT_PER_IP: '100000',
  // Failed sign-ins cool an account down after 20 from one address (auth.spec.ts reaches it).
  RATE_LIMIT_PER_ACCOUNT: '20',
  // Short-lived access tokens, so that tests see them renewed (session.spec.ts) and every longer
  // flow crosses a renewal.
  ACCESS_TOKEN_TTL_S: '30',
  // The fake Xendit completes a payout this long after it first sees a withdrawal (the tests
  // run the payout job themselves, POST /dev/payouts/run): short, yet long enough for the status
  // page to show 'Transferring...' between two polls.
  PAYOUT_DELAY_S: '5',
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
else serverEnv.DATA_DIR = mkdtempSync(join(tmpdir(), 'halimbawa-e2e-pg-'));

/** The tag of the tests that run with JavaScript too. */
export const SCRIPTED = '@js';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  },
};

export default defineConfig({
  testDir: './tests',
  // Generous: a shared CI machine may have both cores busy. A test waits for what it names, never
  // for a few seconds of wall clock.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  use: { baseURL, trace: 'retain-on-failure' },
  // Every journey runs without JavaScript: no page hydrates React, so that run proves the server's
  // whole behaviour. The tests tagged @js run once more with JavaScript: those where a page's
  // script (lib/enhance, the calculator, the withdrawal's status poll) changes what happens.
  projects: [
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false } },
    { name: 'js', grep: new RegExp(SCRIPTED), use: { ...chromium, javaScriptEnabled: true } },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
