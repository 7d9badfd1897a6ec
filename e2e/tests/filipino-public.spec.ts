// The public pages, sign-in, registration and recovery in Filipino: a browser that
// prefers Filipino reads every one of them, their refusals and the 404 in Filipino;
// the English that governs and the company's own texts are marked
// lang="en".
import { expect, test } from '@playwright/test';
import { expectFilipino } from './filipino';
import { field, newMember, registerUpToTheCode, submitFormOf } from './support';

test.use({ locale: 'fil-PH' });

test('the public pages, the sign-in pages and the 404 are in Filipino', async ({ page }) => {
  for (const path of ['/', '/hiw', '/about', '/contact', '/privacy', '/terms', '/login', '/recover', '/register']) {
    await page.goto(path);
    await expectFilipino(page);
  }
  // The Privacy notice and the Terms say that the English text governs, with a link to read it.
  await page.goto('/terms');
  await expect(page.getByRole('note').filter({ hasText: 'bersiyong Ingles ang masusunod' })).toBeVisible();
  await page.getByRole('link', { name: 'Basahin ang bersiyong Ingles' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await expect(page.getByRole('link', { name: 'Read the English version' })).toHaveCount(0);

  await page.context().clearCookies();
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Hindi Makita ang Pahina');
  await expectFilipino(page);
});

test('a refused sign-in and a refused contact form answer in Filipino', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'phoneNumber').fill('9170000000');
  await field(page, 'password').fill('Wrong#Pass2026');
  await submitFormOf(page, 'password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectFilipino(page, 'a refused sign-in');

  // Checked by the web before the API: the domain's messages in the page's language.
  await page.goto('/login');
  await page.locator('form').evaluateAll((forms) => forms.forEach((f) => f.setAttribute('novalidate', '')));
  await field(page, 'phoneNumber').fill('12');
  await submitFormOf(page, 'password');
  await expect(field(page, 'phoneNumber')).toHaveAttribute('aria-invalid', 'true');
  await expectFilipino(page, 'a sign-in refused by the web');

  await page.goto('/contact');
  await page.locator('form:has([name="message"])').evaluate((f) => f.setAttribute('novalidate', ''));
  await field(page, 'email').fill('not-an-address');
  await submitFormOf(page, 'message');
  await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
  await expectFilipino(page, 'a refused contact form');
});

test('registration up to the code page and recovery are in Filipino', async ({ page }) => {
  const m = newMember();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gumawa ng account');
  await registerUpToTheCode(page, m);
  await expect(field(page, 'code')).toBeVisible();
  await expectFilipino(page, 'the registration code page');
  await page.getByRole('link', { name: 'Bumalik sa hakbang 2' }).click();
  // Job categories are named in Filipino; the value sent stays the stored English one.
  await expect(field(page, 'jobCategory')).toHaveValue(m.jobCategory);
  await expectFilipino(page, 'registration step 2');

  await page.goto('/recover');
  await field(page, 'phoneNumber').fill(m.national);
  await submitFormOf(page, 'phoneNumber');
  await expect(field(page, 'code')).toBeVisible();
  await expectFilipino(page, 'recovery, the code step');
});

test('the language link in the header of /login switches to English and keeps where to go after signing in', async ({ page }) => {
  await page.goto('/login?redirectTo=%2Fwallet');
  await expectFilipino(page);
  await page.locator('header').getByRole('link', { name: 'Read in English' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwallet$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await expect(page.locator('input[name="redirectTo"]')).toHaveValue('/wallet');
});
