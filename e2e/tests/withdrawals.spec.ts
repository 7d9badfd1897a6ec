// Withdrawals (see playwright.config.ts for when JavaScript runs): after a disbursed
// PHP 150,000 loan a borrower withdraws 10,000 through /wallet/withdraw, the confirm page and the
// code form (a wrong code first: the tries left beside the field), sees 'Transferring...' and then
// Success with the reference, and the wallet reads 140,000.00; 999 is refused beside the field.
// A withdrawal to an account ending in 0000 fails with 'Account not found' and the amount returns.
// Cancel on the code form releases the hold at once.
// The payout job is run by the test (POST /dev/payouts/run); the page only ever reads its status.
import { ACTIVATION_STEPS, completeActivation, disbursedLoan, officerToken, registerMember, saveStep, verifyKyc } from '@halimbawa/testing';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiLogin, latestCode, newMember, runPayoutsUntilFinal } from './support';

// Each test sets up a disbursed loan through the API before walking through four pages.
test.describe.configure({ timeout: 120_000 });
const DISBURSED = { waitMs: 45_000 };

/** Without JavaScript the member follows the Refresh link; with it the page polls by itself. */
async function seeNewStatus(page: Page): Promise<void> {
  if (test.info().project.name === 'no-js') {
    await page.getByTestId('withdrawal-refresh').click();
  }
}

/** From /wallet through step 1 and the confirm page, up to the code form (the amount is then held). */
async function startWithdrawal(page: Page, amount: string): Promise<void> {
  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Withdraw now' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
  await page.getByRole('textbox', { name: /Amount \(PHP\)/ }).fill(amount);
  await page.getByRole('button', { name: 'CONTINUE WITHDRAWAL' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw\/confirm\?amount=/);
  await page.getByRole('button', { name: 'CONFIRM WITHDRAWAL' }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}\/code$/);
}

/** A whole withdrawal with the code from the dev outbox, up to the status page. */
async function withdraw(page: Page, e164: string, amount: string): Promise<void> {
  await startWithdrawal(page, amount);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(await latestCode(e164));
  await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}$/);
  // Confirmed: QUEUED, unless the product's own payout job (every JOBS_POLL_S) already took it, and
  // a refused account fails at once.
  await expect(page.getByTestId('withdrawal-status')).toHaveAttribute('data-status', /^(QUEUED|PROCESSING|FAILED)$/);
}

test('a borrower withdraws 10,000 with the SMS code, sees Transferring... then Success; 999 is refused beside the field', { tag: '@js' }, async ({ page, verified: m }) => {
  const { accessToken } = await apiLogin(m.national, m.password);
  await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api), DISBURSED);

  await page.goto('/wallet/withdraw');
  await expect(page.getByTestId('withdrawal-account')).toHaveText('••••7890');
  await expect(page.getByTestId('withdrawal-bank')).toHaveText('BDO Unibank');
  await expect(page.getByTestId('withdrawal-fee')).toHaveText('PHP 0.00');
  const amount = page.getByRole('textbox', { name: /Amount \(PHP\)/ });
  await amount.fill('999');
  await page.getByRole('button', { name: 'CONTINUE WITHDRAWAL' }).click();
  // The amount form posts to its own (index) route.
  await expect(page).toHaveURL(/\/wallet\/withdraw(\?index)?$/);
  await expect(page.getByText('Please enter an amount of more than 999, in digits with at most 2 decimals.')).toBeVisible();
  await expect(amount).toHaveValue('999');

  // More than the balance is set to the balance on the confirm page, with a note; nothing is held yet.
  await amount.fill('200000');
  await page.getByRole('button', { name: 'CONTINUE WITHDRAWAL' }).click();
  await expect(page.getByTestId('withdrawal-amount')).toHaveText('PHP 150,000.00');
  await expect(page.getByTestId('withdrawal-amount-note')).toHaveText(/set it to your balance of PHP 150,000\.00/);
  await expect(page.getByTestId('withdrawal-legal-name')).toHaveText('Maria Clara Santos');

  await page.goto('/wallet/withdraw');
  await page.getByRole('textbox', { name: /Amount \(PHP\)/ }).fill('10000');
  await page.getByRole('button', { name: 'CONTINUE WITHDRAWAL' }).click();
  await expect(page.getByTestId('withdrawal-total')).toHaveText('PHP 10,000.00');
  await page.getByRole('button', { name: 'CONFIRM WITHDRAWAL' }).click();
  // The code form shows once the withdrawal was created and its code sent.
  await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}\/code$/);
  const code = await latestCode(m.e164);
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeVisible();
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(code);
  await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
  // QUEUED, or PROCESSING when the product's own payout job (every JOBS_POLL_S) was first.
  await expect(page.getByTestId('withdrawal-status')).toHaveAttribute('data-status', /^(QUEUED|PROCESSING)$/);
  await expect(page.getByText('Your withdrawal is confirmed and queued.')).toBeVisible();

  // The first run hands it to the provider (PROCESSING); it completes PAYOUT_DELAY_S later.
  await api.call('POST', '/dev/payouts/run', { body: {}, expect: 200 });
  await seeNewStatus(page);
  await expect(page.getByTestId('withdrawal-status-message')).toHaveText('Transferring... by InstaPay. It usually arrives within a few minutes.');
  await runPayoutsUntilFinal(page, m);
  await seeNewStatus(page);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  // The confirmation's notice belongs to the queued state: it is gone once the page says Success.
  await expect(page.getByText('Your withdrawal is confirmed and queued.')).toHaveCount(0);
  await expect(page.getByTestId('withdrawal-reference')).toHaveText(/^Reference: [A-Z]+-\d{9}$/);
  const reference = ((await page.getByTestId('withdrawal-reference').textContent()) ?? '').replace('Reference: ', '');

  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 140,000.00');
  await page.goto('/settings');
  await page.getByRole('link', { name: /Withdrawal: your latest withdrawal/ }).click();
  await expect(page.getByTestId('withdrawal-reference')).toHaveText(reference);
  await expect(page.getByTestId('withdrawal-status-text')).toHaveText('WITHDRAWAL COMPLETED');
  await expect(page.getByTestId('withdrawal-total')).toHaveText('PHP 10,000.00');
});

test("a withdrawal to an account ending in 0000 fails with 'Account not found' and the amount returns to the wallet", async ({ page, signInAs }) => {
  // Activated with a receiving account ending in 0000 (the simulated provider refuses it).
  const m = newMember();
  const { national, e164, ...details } = m;
  const member = await registerMember(api, national, { ...details, confirmPassword: m.password });
  await completeActivation(api, member.accessToken, 'identity');
  const bank = { ...ACTIVATION_STEPS.bank, accountNumber: '1234560000', confirmAccountNumber: '1234560000' };
  expect((await saveStep(api, member.accessToken, 'bank', bank)).status).toBe(200);
  const officer = await officerToken(api);
  await verifyKyc(api, member.id, officer);
  await signInAs(m);
  await page.goto('/settings/withdrawal');
  await expect(page.getByText("We haven't received any withdrawal so far.")).toBeVisible();

  await disbursedLoan(api, { accessToken: (await apiLogin(national, m.password)).accessToken, e164 }, officer, DISBURSED);
  await withdraw(page, e164, '5000');
  await runPayoutsUntilFinal(page, m);
  await seeNewStatus(page);
  await expect(page.getByTestId('withdrawal-status')).toHaveAttribute('data-status', 'FAILED');
  await expect(page.getByTestId('withdrawal-status-message')).toHaveText('Account not found. The amount is back in your wallet.');
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 150,000.00');
});

test('Cancel on the code form releases the hold at once', async ({ page, verified: m }) => {
  const { accessToken } = await apiLogin(m.national, m.password);
  await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api), DISBURSED);
  await startWithdrawal(page, '2000');
  await page.goto('/wallet');
  await expect(page.getByText('Held for a withdrawal in progress: PHP 2,000.00')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 148,000.00');

  await page.goto('/settings/withdrawal');
  await page.getByRole('link', { name: 'See its status' }).click();
  await expect(page).toHaveURL(/\/code$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText('Your withdrawal is cancelled. The amount is back in your wallet.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 150,000.00');
  await expect(page.getByText(/Held for a withdrawal in progress/)).toHaveCount(0);
});
