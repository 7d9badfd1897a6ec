// English and Filipino: the page's language comes from the browser's Accept-Language
// until the member picks one with the link in the header or footer, which works without
// JavaScript and is remembered in a cookie.
import { expect, test } from '@playwright/test';
import { englishLeftovers } from './filipino';

test.describe('a browser that prefers Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('gets <html lang="fil">, and the header link switches to English and back, remembered', async ({ page }) => {
    await page.goto('/hiw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');

    await page.locator('header').getByRole('link', { name: 'Read in English' }).click();
    await expect(page).toHaveURL(/\/hiw$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Remembered: another page is in English too, whatever the browser prefers.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.locator('footer').getByRole('link', { name: 'Basahin sa Filipino' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  });
});

test('a browser that prefers English gets English, and the check for English text finds it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The test of a Filipino page (filipino.ts) fails on an English one.
  expect((await englishLeftovers(page)).length).toBeGreaterThan(3);
});
