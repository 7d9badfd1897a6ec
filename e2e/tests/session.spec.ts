import { expect, test } from '@playwright/test';
import { api, apiLogin, newMember, register } from './support';

// The e2e server issues access tokens valid for 30 s (playwright.config.ts), so these tests can
// see the web server renew an expired token, and give up when the session was revoked.
const ACCESS_TOKEN_LIFETIME_MS = 31_000;

test('an expired access token is renewed without the member noticing', async ({ page }) => {
  test.setTimeout(90_000);
  const m = newMember();
  await register(page, m);
  await page.waitForTimeout(ACCESS_TOKEN_LIFETIME_MS);
  await page.goto('/dash');
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Activate your account before applying loan')).toBeVisible();
});

test('a revoked session ends with "Your login has expired." and a way back', async ({ page }) => {
  test.setTimeout(90_000);
  const m = newMember();
  await register(page, m);
  // A password change elsewhere revokes every other session, this browser's included.
  const other = await apiLogin(m.national, m.password);
  await api.call('POST', '/authmember/chpwd', {
    token: other.accessToken,
    body: { currentPassword: m.password, password: 'Changed#2027', confirmPassword: 'Changed#2027' },
    expect: 200,
  });
  await page.waitForTimeout(ACCESS_TOKEN_LIFETIME_MS);
  await page.goto('/dash');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdash/);
  await expect(page.getByText('Your login has expired.')).toBeVisible();
});
