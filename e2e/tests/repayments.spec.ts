// Repayments (see playwright.config.ts for when JavaScript runs): a borrower with a
// disbursed PHP 150,000 / 6-month loan pays the next instalment from /wallet with the Pay from
// wallet form; the wallet then holds 124,250.00 and the statement shows instalment 1 paid. An
// amount above the pay-off is refused beside its field. A loan cancelled in its cooling-off period
// has its own status text and no figure left to pay. Loans are set up through the API.
import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { expect, test } from './fixtures';
import { api, apiLogin } from './support';

test('a borrower pays the next instalment from the wallet; an amount above the pay-off is refused beside the field', async ({ page, verified: m }) => {
  const { accessToken } = await apiLogin(m.national, m.password);
  await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 150,000.00');

  const form = page.getByTestId('pay-form');
  await form.getByRole('radio', { name: /An amount/ }).check();
  await form.getByRole('textbox', { name: /Amount \(PHP\)/ }).fill('200,000');
  await form.getByRole('button', { name: 'Pay from wallet' }).click();
  await expect(page.getByText(/That is more than paying off your loan today \(PHP 150,000\.00\)/)).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 150,000.00');

  await form.getByRole('radio', { name: /The next instalment: PHP 25,750\.00/ }).check();
  await form.getByRole('button', { name: 'Pay from wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByText('Payment received: PHP 25,750.00. Thank you.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 124,250.00');
  await expect(page.getByTestId('paid-to-date')).toContainText('PHP 25,750.00');
  await expect(page.getByTestId('schedule-row').first()).toContainText('Paid');
  await expect(page.getByTestId('schedule-row').nth(1)).toContainText('Scheduled');
});

test('a loan cancelled in its cooling-off period reads as such on /wallet, with nothing used or remaining', async ({ page, verified: m }) => {
  const { accessToken } = await apiLogin(m.national, m.password);
  const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
  await api.call('POST', `/loan/${loanNumber}/cancel`, { token: accessToken, body: {}, expect: 200 });
  await page.goto('/wallet');
  await expect(page.getByText('LOAN CANCELLED IN THE COOLING-OFF PERIOD')).toBeVisible();
  await expect(page.getByText(/Thank you for paying on time/)).toHaveCount(0);
  await expect(page.getByText('Used (withdrawn): PHP 0.00')).toBeVisible();
  await expect(page.getByTestId('remaining')).toHaveText('PHP 0.00');
  await expect(page.getByTestId('pay-form')).toHaveCount(0);
});
