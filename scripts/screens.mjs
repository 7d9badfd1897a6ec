// `npm run screens`: screenshots of every page of the product, at 390 px and 1280 px, into
// docs/screens/, in English and in Filipino, so that a reviewer sees the product without running it. Run it after
// `npm run build`. The built product is started as for the e2e tests (e2e/screens.config.ts: a
// throwaway embedded PostgreSQL in a temp folder), members are set up in each state through the
// API, and each page of the tour (e2e/tests/tour.ts) is photographed; then docs/screens/README.md
// lists them.
//
//   SCREENS_WEB_PORT, SCREENS_API_PORT   the product's ports (default 3610, 3611)
//   CHROMIUM_PATH                        the browser (default /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs/screens');
// <language>-<width>-<page>.png: en-390-wallet.png, fil-1280-settings.png.
const NAME = /^([a-z]{2,3})-(\d+)-(.+)\.png$/;

// Pages that no longer exist leave no stale pictures behind.
for (const file of readdirSync(out)) if (NAME.test(file)) rmSync(join(out, file));

const run = spawnSync('npx', ['playwright', 'test', '--config', 'screens.config.ts'], {
  cwd: join(root, 'e2e'),
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_WEB_PORT: process.env.SCREENS_WEB_PORT ?? '3610',
    E2E_API_PORT: process.env.SCREENS_API_PORT ?? '3611',
  },
});
if (run.status !== 0) process.exit(run.status ?? 1);

/** docs/screens/README.md: one row a page (by name), one column a language and width. */
const shots = new Map();
const columns = new Set();
let bytes = 0;
for (const file of readdirSync(out).sort()) {
  const m = NAME.exec(file);
  if (!m) continue;
  const [, language, width, page] = m;
  const column = `${language} ${width} px`;
  columns.add(column);
  if (!shots.has(page)) shots.set(page, {});
  shots.get(page)[column] = file;
  bytes += statSync(join(out, file)).size;
}
const order = [...columns].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const lines = [
  '# Screenshots',
  '',
  'Every page of the product, made by `npm run screens` (scripts/screens.mjs) after `npm run build`: the',
  'built product is started with a throwaway database, members are set up in each state, and each page of',
  'the tour in e2e/tests/tour.ts is photographed whole with JavaScript on, in English (`en`, a browser',
  'preferring en-PH) and in Filipino (`fil`, a browser preferring fil-PH), at a phone\'s 390 px and a',
  "desktop's 1280 px. Files are named `<language>-<width>-<page>.png`. Do not edit them by hand; run the",
  'script again.',
  '',
  `| Page | ${order.join(' | ')} |`,
  `| --- | ${order.map(() => '---').join(' | ')} |`,
  ...[...shots.keys()].sort().map((page) => `| ${page} | ${order.map((c) => (shots.get(page)[c] ? `[${c}](${shots.get(page)[c]})` : '')).join(' | ')} |`),
  '',
];
writeFileSync(join(out, 'README.md'), lines.join('\n'));
console.log(`[screens] ${[...shots.values()].reduce((n, s) => n + Object.keys(s).length, 0)} screenshots, ${(bytes / 1e6).toFixed(1)} MB in docs/screens/`);
