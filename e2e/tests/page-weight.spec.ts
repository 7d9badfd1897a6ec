// The public pages are sent without JavaScript, whether the browser runs it or not; the
// home page loads only its calculator's enhancement, small and working under the page's CSP; the
// sign-in and registration pages only the forms' (a button that shows it is working). The member
// pages load at most 100 KB of script (gzip) and every page at most 15 KB of CSS.
import type { APIRequestContext, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { activatedMember, field, newMember, registerUpToTheCode } from './support';

const PUBLIC_PAGES = ['/', '/hiw', '/about', '/contact', '/privacy', '/terms', '/login', '/register', '/recover', '/no-such-page'];
const SIGN_IN_PAGES = ['/login', '/register', '/recover'];
const ENHANCEMENT_BUDGET = 10 * 1024;
const FORMS_BUDGET = 1024;
const MEMBER_SCRIPT_BUDGET = 100 * 1024;
const CSS_BUDGET = 15 * 1024;
const MEMBER_PAGES = ['/dash', '/wallet', '/wallet/withdraw', '/settings', '/settings/password', '/settings/account'];

/** The gzip size of every file of a kind the page names: its scripts, or its stylesheets. */
async function namedBytes(page: Page, request: APIRequestContext, kind: 'script' | 'css'): Promise<{ files: string[]; bytes: number }> {
  const selector = kind === 'script' ? 'script[src], link[rel="modulepreload"]' : 'link[rel="stylesheet"]';
  const files = await page.locator(selector).evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src || (n as HTMLLinkElement).href));
  let bytes = 0;
  for (const url of new Set(files)) bytes += gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
  return { files, bytes };
}

/** Every script the page asked for while loading, and the page's own <script> elements. */
async function scriptsOf(page: import('@playwright/test').Page, path: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  // A page's scripts are requested before its load event (none is loaded later).
  await page.goto(path, { waitUntil: 'load' });
  const elements = await page.locator('script').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src || 'inline'));
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  return { requested, elements, preloads };
}

test('the public pages without a form load no script', async ({ page }) => {
  for (const path of PUBLIC_PAGES.filter((p) => p !== '/' && !SIGN_IN_PAGES.includes(p))) {
    const { requested, elements, preloads } = await scriptsOf(page, path);
    expect([path, requested, elements, preloads]).toEqual([path, [], [], 0]);
  }
});

/** A script's name without its hash: /assets/forms-BI6f2Rf_.js is forms.js. */
const scriptName = (url: string) => new URL(url).pathname.replace(/^\/assets\/([a-z]+)-[\w-]+\.js$/, '$1.js');

/** The page loads the forms enhancement and nothing else, within its budget. */
async function expectFormsEnhancementOnly(page: Page, request: APIRequestContext) {
  const elements = await page.locator('script').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src || 'inline'));
  expect(elements.map(scriptName)).toEqual(['forms.js']);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  expect((await namedBytes(page, request, 'script')).bytes).toBeLessThanOrEqual(FORMS_BUDGET);
}

test(`the sign-in pages load only the forms enhancement, within ${FORMS_BUDGET / 1024} KB`, async ({ page, request }) => {
  for (const path of SIGN_IN_PAGES) {
    await page.goto(path);
    await expectFormsEnhancementOnly(page, request);
  }
});

test('/register/employment (step 2) and /register/verify (step 3, the code) load only the forms enhancement', async ({ page, request }) => {
  await registerUpToTheCode(page, newMember());
  await expect(page).toHaveURL(/\/register\/verify$/);
  await expectFormsEnhancementOnly(page, request);
  await page.goto('/register/employment');
  await expectFormsEnhancementOnly(page, request);
});

test('signing in: the button shows it is working, and a second press sends nothing more', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the browser shows its own progress');
  const m = await activatedMember();
  await page.goto('/login');
  await field(page, 'phoneNumber').fill(m.national);
  await field(page, 'password').fill(m.password);
  let posts = 0;
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  // The sign-in's answer is held back, as on a slow connection.
  await page.route((url) => url.pathname === '/login', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    await held;
    await route.continue();
  });
  // While the navigation is held back the page cannot be read from here (Playwright waits for it):
  // the page reports the button's state itself, and presses again (as Enter in a field would) once
  // the button is disabled.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form:has([name="password"])');
    const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!form || !button) throw new Error('no sign-in form');
    const watch = new MutationObserver(() => {
      if (!button.disabled) return;
      watch.disconnect();
      console.log(`pressed: aria-busy=${button.getAttribute('aria-busy')}`);
      form.requestSubmit();
    });
    watch.observe(button, { attributes: true });
  });
  const reported = page.waitForEvent('console', (message) => message.text().startsWith('pressed:'));
  await page.locator('form', { has: page.locator('[name="password"]') }).locator('button[type="submit"]').click({ noWaitAfter: true });
  expect((await reported).text()).toBe('pressed: aria-busy=true');
  answer();
  await expect(page).toHaveURL(/\/dash$/);
  expect(posts).toBe(1);
});

test('/ loads only the calculator enhancement, within its budget', async ({ page, request }) => {
  const { requested, elements, preloads } = await scriptsOf(page, '/');
  expect(preloads).toBe(0);
  expect(elements).toHaveLength(1);
  expect(elements[0]).toMatch(/\/assets\/enhance-[\w-]+\.js$/);
  const body = await (await request.get(elements[0])).body();
  expect(gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(ENHANCEMENT_BUDGET);
  if (requested.length > 0) expect(requested).toEqual([elements[0]]);
});

test('the calculator on / recomputes live when JavaScript runs', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript Compute sends the form (public.spec.ts)');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await field(page, 'amount').fill('300000');
  await page.locator('input[name="installmentCount"][value="12"]').check({ force: true });
  const results = page.getByTestId('quote');
  // PHP 300,000 over 12: 25,000 principal and 1,500 interest a month.
  await expect(results.getByText('26,500.00').first()).toBeVisible();
  await expect(page).not.toHaveURL(/amount=/);
  expect(errors).toEqual([]);
});

test(`every public page's CSS within ${CSS_BUDGET / 1024} KB`, async ({ page, request }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const css = await namedBytes(page, request, 'css');
    expect(css.files.length, path).toBeGreaterThan(0);
    expect(css.bytes, `${path}: ${css.files.join(', ')}`).toBeLessThanOrEqual(CSS_BUDGET);
  }
});

test('the member pages load at most 100 KB of script and 15 KB of CSS, none hydrates React, each loads the enhancements its route names', async ({ page, request, activated: _signedIn }) => {
  test.setTimeout(120_000);
  for (const path of MEMBER_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const scripts = await namedBytes(page, request, 'script');
    expect(scripts.bytes, `${path}: ${scripts.files.join(', ')}`).toBeLessThanOrEqual(MEMBER_SCRIPT_BUDGET);
    expect([path, scripts.files.map(scriptName)]).toEqual([path, path === '/dash' ? ['forms.js', 'enhance.js'] : ['forms.js']]);
    expect(await page.locator('link[rel="modulepreload"]').count(), path).toBe(0);
    const css = await namedBytes(page, request, 'css');
    expect(css.bytes, `${path}: ${css.files.join(', ')}`).toBeLessThanOrEqual(CSS_BUDGET);
  }
});

test('the activation wizard loads at most 100 KB of script and 15 KB of CSS', async ({ page, request, registered: _signedIn }) => {
  test.setTimeout(120_000);
  await page.goto('/activate');
  await expect(page).toHaveURL(/\/activate\/personal$/);
  const scripts = await namedBytes(page, request, 'script');
  expect(scripts.bytes, scripts.files.join(', ')).toBeLessThanOrEqual(MEMBER_SCRIPT_BUDGET);
  const css = await namedBytes(page, request, 'css');
  expect(css.bytes, css.files.join(', ')).toBeLessThanOrEqual(CSS_BUDGET);
});

test("the application's figures on /dash recompute live when JavaScript runs", { tag: '@js' }, async ({ page, javaScriptEnabled, activated: _signedIn }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript Update figures sends the form (loans.spec.ts)');
  test.setTimeout(120_000);
  await page.goto('/dash');
  await field(page, 'amount').fill('300000');
  await page.getByRole('radio', { name: '12 months', exact: true }).check({ force: true });
  // PHP 300,000 over 12: 25,000 principal and 1,500 interest a month.
  await expect(page.getByTestId('quote-instalment')).toHaveText('PHP 26,500.00');
  await expect(page).toHaveURL(/\/dash$/);
});
