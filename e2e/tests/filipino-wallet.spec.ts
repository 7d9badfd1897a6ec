// The wallet, the withdrawal steps, a repayment and every Settings page in Filipino:
// a browser preferring Filipino (fil-PH) reads each page, a refusal included,
// with nothing left in English (filipino.ts). Members and loans are set up through the API and
// signed in by the fixtures (fixtures.ts).
import { disbursedLoan, officerToken } from '@halimbawa/testing';
import type { Page } from '@playwright/test';
import { expectFilipino } from './filipino';
import { expect, test } from './fixtures';
import { api, apiLogin, latestCode, runPayoutsUntilFinal } from './support';

test.use({ locale: 'fil-PH' });
test.describe.configure({ timeout: 150_000 });

/** Opens `path` and checks the page is in Filipino. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectFilipino(page, path);
}

test('the wallet, a repayment and a withdrawal from the amount to Success read in Filipino', async ({ page, verified: m }) => {
  const { accessToken } = await apiLogin(m.national, m.password);
  await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api), { waitMs: 45_000 });

  await visit(page, '/wallet');
  await expect(page.getByRole('link', { name: 'Mag-withdraw ngayon' })).toBeVisible();
  await expect(page.getByText('Halaga ng loan: PHP 150,000.00')).toBeVisible();

  // A repayment of the next instalment (the form's default), then the wallet with its answer.
  await page.getByTestId('pay-form').locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 124,250.00');
  await expectFilipino(page, '/wallet after a repayment');

  // Step 1, with 999 refused beside the field.
  await visit(page, '/wallet/withdraw');
  const amount = page.getByRole('textbox', { name: /Halaga \(PHP\)/ });
  await amount.fill('999');
  await page.getByRole('button', { name: 'ITULOY ANG WITHDRAWAL' }).click();
  await expect(page.getByText('Pakilagay ang halagang higit sa 999, sa digit at may hanggang 2 decimal.')).toBeVisible();
  await expectFilipino(page, '/wallet/withdraw with 999 refused');

  // Step 2: confirm.
  await amount.fill('10000');
  await page.getByRole('button', { name: 'ITULOY ANG WITHDRAWAL' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw\/confirm\?amount=/);
  await expect(page.getByTestId('withdrawal-total')).toHaveText('PHP 10,000.00');
  await expectFilipino(page, 'the confirm page');

  // Step 3: the code, a wrong one first.
  await page.getByRole('button', { name: 'KUMPIRMAHIN ANG WITHDRAWAL' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}\/code$/);
  await expectFilipino(page, 'the code page');
  const code = await latestCode(m.e164);
  const codeBox = page.getByRole('textbox', { name: /6-digit na code/ });
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'KUMPIRMAHIN', exact: true }).click();
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expectFilipino(page, 'the code page with a wrong code');
  await codeBox.fill(code);
  await page.getByRole('button', { name: 'KUMPIRMAHIN', exact: true }).click();

  // The status page on the way, then Success.
  await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('withdrawal-status')).toHaveAttribute('data-status', /^(QUEUED|PROCESSING)$/);
  await expectFilipino(page, 'the status page');
  await runPayoutsUntilFinal(page, m);
  await visit(page, new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { name: 'Tagumpay' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-reference')).toHaveText(/^Reference: [A-Z]+-\d{9}$/);

  await visit(page, '/settings/withdrawal');
  await expect(page.getByTestId('withdrawal-total')).toHaveText('PHP 10,000.00');
});

test('every Settings page reads in Filipino, the refused password form included', async ({ page, verified: m }) => {

  await visit(page, '/settings');
  await expect(page.getByRole('heading', { name: 'Credit score' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Palitan ang password' })).toBeVisible();
  await visit(page, '/settings?show=phone');
  for (const path of ['/settings/account', '/settings/contract', '/settings/withdrawal', '/settings/transfer', '/settings/pay', '/settings/borrow']) {
    await visit(page, path);
  }
  await expect(page.getByText('Pag-loan nang hindi verified ang pagkakakilanlan.')).toBeVisible();

  // A new password whose confirmation differs is refused beside the field, in Filipino.
  await visit(page, '/settings/password');
  await page.locator('input[name="currentPassword"]').fill(m.password);
  await page.locator('input[name="password"]').fill('Bago-2026pass');
  await page.locator('input[name="confirmPassword"]').fill('Iba-2026pass');
  await page.getByRole('button', { name: 'Palitan ang password' }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(page.locator('input[name="confirmPassword"]')).toHaveAttribute('aria-invalid', 'true');
  await expectFilipino(page, '/settings/password refused');
});
