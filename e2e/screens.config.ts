import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import base from './playwright.config';

// The screenshot run (scripts/screens.mjs, `npm run screens`): the product started as for the e2e
// tests, each walk of tests/tour.ts photographed with JavaScript on. Not part of the test suite.
export default defineConfig({
  ...base,
  testDir: './screens',
  testMatch: '*.screens.ts',
  // Apart from the e2e run's test-results, which a run empties when it starts.
  outputDir: join(tmpdir(), 'halimbawa-screens-results'),
  timeout: 300_000,
  workers: 2,
  reporter: 'list',
  projects: [base.projects![0]],
});
