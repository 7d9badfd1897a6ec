// Paying by reference (see playwright.config.ts for when JavaScript runs): a borrower who
// withdrew the whole loan sees the next instalment on the dashboard, follows Pay to /pay, takes the
// loan's payment reference and the GCash steps from there, pays through the GCash simulator
// (POST /dev/channels/pay: the fake Xendit sends its webhook as Xendit would) and reads the SMS receipt with the split in the
// dev outbox; the Pay page then asks for the next instalment. The payment is in /wallet/history with
// its receipt (page and PDF), beside the statement of account; a cash-in to the wallet's reference
// reaches the wallet once however often it is notified, a webhook with a forged x-callback-token
// moves nothing, and a payment to an unknown reference is held in suspense. Loans are set up
// through the API.
import { disbursedLoan, officerToken, outboxCode } from '@halimbawa/testing';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { activatedMember, api, apiLogin, signIn } from './support';

test('a borrower who withdrew everything pays the next instalment by GCash with the reference from the Pay page and gets the receipt', async ({ page }) => {
  const m = await activatedMember({ verify: true });
  const { accessToken } = await apiLogin(m.national, m.password);
  const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
  // The whole PHP 150,000.00 withdrawn: nothing is left in the wallet to pay from.
  const withdrawal = await api.call<{ withdrawal: { id: string } }>('POST', '/withdrawals', {
    token: accessToken,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { amount: '150000' },
  });
  await api.call('POST', `/withdrawals/${withdrawal.withdrawal.id}/confirm`, { token: accessToken, body: { code: await outboxCode(api, m.e164) }, expect: 200 });

  await signIn(page, m.national, m.password);
  await page.goto('/dash');
  await expect(page.getByTestId('amount-due')).toContainText('Next instalment: PHP 25,750.00');
  await page.getByTestId('to-pay').click();
  await expect(page).toHaveURL(/\/pay$/);
  await expect(page.getByTestId('pay-next')).toContainText('PHP 25,750.00');
  const firstDue = (await page.getByTestId('pay-next').textContent())!;
  const reference = (await page.getByTestId('loan-reference').textContent())!.trim();
  expect(reference).toMatch(/^1\d{3} \d{4} \d{4}$/);
  await expect(page.getByTestId('pay-channel-gcash')).toContainText(`Enter the reference number ${reference} and the amount.`);
  await expect(page.getByTestId('wallet-reference')).toHaveText(/^2\d{3} \d{4} \d{4}$/);

  // GCash takes the payment and notifies us.
  const paid = await api.call<{ receiptNumber: string; outcome: string }>('POST', '/dev/channels/pay', { body: { channel: 'gcash', reference, amount: '25,750.00' }, expect: 200 });
  expect(paid.outcome).toBe('LOAN');

  await page.goto(`/dev/outbox?to=${encodeURIComponent(m.e164)}`);
  await expect(page.getByText(`Receipt ${paid.receiptNumber}. PHP 25,750.00 received by GCash for loan ${loanNumber}: late charge PHP 0.00, interest PHP 750.00, principal PHP 25,000.00. Remaining balance: PHP 128,750.00.`)).toBeVisible();

  // Instalment 1 is paid: the Pay page asks for the second, a month later.
  await page.goto('/pay');
  await expect(page.getByTestId('pay-next')).toContainText('PHP 25,750.00');
  await expect(page.getByTestId('pay-next')).not.toHaveText(firstDue);

  // The history lists it with its receipt; the receipt gives the split and what is left, and prints.
  await page.goto('/wallet');
  await page.getByTestId('history-link').click();
  await expect(page).toHaveURL(/\/wallet\/history$/);
  await page.getByRole('link', { name: paid.receiptNumber }).click();
  await expect(page.getByTestId('receipt-paid-by')).toHaveText('GCash');
  await expect(page.getByTestId('receipt-amount')).toHaveText('PHP 25,750.00');
  await expect(page.getByTestId('receipt-interest')).toHaveText('PHP 750.00');
  await expect(page.getByTestId('receipt-principal')).toHaveText('PHP 25,000.00');
  await expect(page.getByTestId('receipt-remaining')).toHaveText('PHP 128,750.00');
  expect(await downloaded(page, 'receipt-pdf')).toBe(`${paid.receiptNumber}.pdf`);
  await page.goto('/wallet/history');
  expect(await downloaded(page, 'statement-link')).toBe(`${loanNumber}-statement.pdf`);

  // A cash-in to the wallet's reference reaches the wallet and the history.
  const walletReference = (await page.goto('/pay').then(() => page.getByTestId('wallet-reference').textContent()))!.trim();
  const cashInBody = { channel: 'maya', reference: walletReference, amount: '500.00', transactionId: `SIM-${randomUUID()}` };
  const cashIn = await api.call<{ receiptNumber: string; outcome: string }>('POST', '/dev/channels/pay', { body: cashInBody, expect: 200 });
  expect(cashIn.outcome).toBe('WALLET');
  await page.goto('/wallet/history');
  await expect(page.getByTestId('history-row').first()).toContainText('+ PHP 500.00');
  await expect(page.getByTestId('history-row').first()).toContainText(cashIn.receiptNumber);

  // The same payment notified again, and a webhook without the account's x-callback-token, move nothing.
  const replay = await api.call<{ receiptNumber: string; replayed: boolean }>('POST', '/dev/channels/pay', { body: cashInBody, expect: 200 });
  expect(replay).toMatchObject({ receiptNumber: cashIn.receiptNumber, replayed: true });
  const now = new Date().toISOString();
  const forged = { event: 'payment.capture', created: now, data: { payment_id: `py-${randomUUID()}`, reference_id: walletReference, request_amount: 500, currency: 'PHP', channel_code: 'PAYMAYA', status: 'SUCCEEDED', created: now, updated: now } };
  await api.call('POST', '/providers/xendit/payments', { body: forged, headers: { 'x-callback-token': 'forged' }, expect: 401 });
  await page.goto('/wallet/history');
  await expect(page.getByTestId('history-row').filter({ hasText: '+ PHP 500.00' })).toHaveCount(1);

  // A reference that is no one's is held in suspense, never lost.
  const unknown = await api.call<{ outcome: string; receiptNumber: string }>('POST', '/dev/channels/pay', { body: { channel: 'gcash', reference: '1999 9999 9999', amount: '100.00' }, expect: 200 });
  expect(unknown.outcome).toBe('SUSPENSE');
});

/** Clicks the link `testId` (a download), and answers the file's name once its bytes are a PDF. */
async function downloaded(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  return download.suggestedFilename();
}
