import { expect, test } from '@playwright/test';
import { api, apiLogin, newMember, register, untilExpired } from './support';

// The e2e server issues access tokens valid for 30 s (playwright.config.ts), so these tests can
// see the web server renew an expired token, and give up when the session was revoked.

test('an expired access token is renewed without the member noticing', async ({ page }) => {
  test.setTimeout(90_000);
  const m = newMember();
  await register(page, m);
  // A token issued after the browser's: once it has expired, the browser's has too.
  await untilExpired((await apiLogin(m.national, m.password)).accessToken);
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
  // Issued after the browser's token, the one that changed the password expires after it.
  await untilExpired(other.accessToken);
  await page.goto('/dash');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdash/);
  await expect(page.getByText('Your login has expired.')).toBeVisible();
});
