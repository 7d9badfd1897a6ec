// Issue 9: the public pages are sent without JavaScript, whether the browser runs it or not; the
// home page loads only its calculator's enhancement, small and working under the page's CSP.
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { field, fillRegisterStep1, newMember, submitFormOf } from './support';

const PUBLIC_PAGES = ['/', '/hiw', '/about', '/contact', '/privacy', '/terms', '/login', '/register', '/recover', '/no-such-page'];
const ENHANCEMENT_BUDGET = 10 * 1024;

/** Every script the page asked for while loading, and the page's own <script> elements. */
async function scriptsOf(page: import('@playwright/test').Page, path: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const elements = await page.locator('script').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src || 'inline'));
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  return { requested, elements, preloads };
}

for (const path of PUBLIC_PAGES.filter((p) => p !== '/')) {
  test(`${path} loads no script`, async ({ page }) => {
    const { requested, elements, preloads } = await scriptsOf(page, path);
    expect(requested).toEqual([]);
    expect(elements).toEqual([]);
    expect(preloads).toBe(0);
  });
}

test('/register/employment (step 2) loads no script', async ({ page }) => {
  await page.goto('/register');
  await fillRegisterStep1(page, newMember());
  await submitFormOf(page, 'fullName');
  await expect(page).toHaveURL(/\/register\/employment$/);
  expect(await page.locator('script').count()).toBe(0);
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

test('the calculator on / recomputes live when JavaScript runs', async ({ page, javaScriptEnabled }) => {
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
