// The console's money screens (docs/product.md, Officer console): a borrower's whole picture; a
// payment reversal that officer 1 asks for, cannot approve, and officer 2 approves; and a payment
// held in suspense assigned to a loan through the same four eyes.
import { CREDIT_BANDS, valueLabel } from '@halimbawa/domain';
import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { englishLeftovers } from './filipino';
import { expect, signInAs, test, STAFF } from './fixtures';
import { api, apiLogin } from './support';

async function disbursed(m: { national: string; password: string; e164: string }): Promise<string> {
  const { accessToken } = await apiLogin(m.national, m.password);
  return disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
}

const officerCall = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => api.call<T>(method, path, { token: await officerToken(api), body, expect: 200 });

test("a borrower's picture, and a payment reversed by a second officer only", async ({ verified: m, staffPage }) => {
  const loanNumber = await disbursed(m);
  const recorded = await officerCall<{ repayment: { id: string; receiptNumber: string } }>('POST', '/officer/payments', { loanNumber, amount: '25,750', channel: 'BANK_DEPOSIT', externalRef: `E2E-${loanNumber}` });
  const { id, receiptNumber } = recorded.repayment;

  // The picture: the documents through the console's signed-in route, the wallet, the score, the schedule.
  const officer1 = await staffPage('officer1');
  await officer1.goto(`/officer/members/${m.id}`);
  const documents = officer1.getByTestId('member-documents').getByRole('link');
  await expect(documents).toHaveCount(3);
  const image = await officer1.request.get((await documents.first().getAttribute('href'))!);
  expect([image.status(), image.headers()['content-type'], image.headers()['cache-control']]).toEqual([200, expect.stringMatching(/^image\//), 'private, no-store']);
  await expect(officer1.getByTestId('member-wallet-balance')).toHaveText('PHP 150,000.00');
  await expect(officer1.getByTestId('member-score')).toContainText('of 1000');
  const schedule = officer1.getByTestId(`schedule-${loanNumber}`);
  await expect(schedule.getByRole('row')).toHaveCount(7);
  await expect(schedule.getByRole('row').nth(1)).toContainText('Paid');

  // Officer 1 asks for the reversal from the loan's payments.
  await officer1.getByRole('link', { name: loanNumber }).click();
  await officer1.getByRole('link', { name: `Reverse ${receiptNumber}` }).click();
  await officer1.getByLabel('Why it is reversed (staff read it)').fill('Recorded on the wrong loan.');
  await officer1.getByLabel('I checked that this payment was recorded by mistake.').check();
  await officer1.getByTestId('reverse-submit').click();
  await expect(officer1.getByText('Reversal requested. A second staff member must approve it.')).toBeVisible();
  await expect(officer1.getByTestId(`payment-state-${id}`)).toHaveText('Reversal waits for a second officer');
  await expect(officer1.getByRole('link', { name: `Reverse ${receiptNumber}` })).toHaveCount(0);

  // Officer 1 is not offered the check, and the API refuses it.
  const { payments } = await officerCall<{ payments: { id: string; actionId: string }[] }>('GET', `/officer/payments?loanNumber=${loanNumber}`);
  const actionId = payments.find((p) => p.id === id)!.actionId;
  await officer1.goto('/officer/approvals');
  await expect(officer1.getByTestId(`own-action-${actionId}`)).toBeVisible();
  await expect(officer1.getByTestId(`approve-${actionId}`)).toHaveCount(0);
  const { accessToken: token1 } = await apiLogin(STAFF.officer1.national, STAFF.officer1.password);
  expect((await api.request('POST', `/officer/four-eyes/${actionId}/approve`, { token: token1, body: {} })).status).toBe(403);

  // Officer 2 approves; the payment shows as reversed.
  const officer2 = await staffPage('officer2');
  await officer2.goto('/officer/approvals');
  await officer2.getByTestId(`approve-${actionId}`).click();
  await expect(officer2.getByText('Your check is recorded.')).toBeVisible();
  await officer2.goto(`/officer/loans/${loanNumber}`);
  await expect(officer2.getByTestId(`payment-state-${id}`)).toHaveText('Reversed');
});

test('a payment in suspense assigned to a loan once a second officer approves', async ({ verified: m, staffPage }) => {
  const loanNumber = await disbursed(m);
  const paid = await api.call<{ receiptNumber: string }>('POST', '/dev/channels/pay', { body: { channel: 'gcash', reference: `NOT-OURS-${loanNumber}`, amount: '25,750.00' }, expect: 200 });
  const officer1 = await staffPage('officer1');
  await officer1.goto('/officer');
  await officer1.getByRole('link', { name: /Payments in suspense/ }).click();
  await officer1.getByRole('link', { name: `Assign ${paid.receiptNumber}` }).click();
  const page = officer1.url();

  // A loan number that is no loan is refused beside the field, what was typed kept.
  await officer1.getByLabel('A loan, as a payment (loan number)').check();
  await officer1.getByLabel('Loan number', { exact: true }).fill('HLC-1999-999999');
  await officer1.getByTestId('assign-submit').click();
  await expect(officer1.getByText('Enter the number of a loan being repaid, e.g. HLC-2027-000123.')).toBeVisible();
  await expect(officer1.getByLabel('Loan number', { exact: true })).toHaveValue('HLC-1999-999999');
  await officer1.getByLabel('A loan, as a payment (loan number)').check();
  await officer1.getByLabel('Loan number', { exact: true }).fill(loanNumber);
  await officer1.getByTestId('assign-submit').click();
  await expect(officer1.getByText('Assignment requested. A second staff member must approve it.')).toBeVisible();
  const id = new URL(page).pathname.split('/').pop()!;
  await expect(officer1.getByTestId(`suspense-state-${id}`)).toHaveText(`Waits for a second officer: ${loanNumber}`);

  const officer2 = await staffPage('officer2');
  await officer2.goto('/officer/approvals');
  const row = officer2.getByRole('row').filter({ hasText: 'Payment out of suspense' }).filter({ hasText: loanNumber });
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(officer2.getByText('Your check is recorded.')).toBeVisible();
  await officer2.goto(`/officer/suspense/${id}`);
  await expect(officer2.getByTestId(`suspense-state-${id}`)).toHaveText(`Assigned to ${loanNumber}`);
  await officer2.goto(`/officer/members/${m.id}`);
  await expect(officer2.getByTestId(`schedule-${loanNumber}`).getByRole('row').nth(1)).toContainText('Paid');
});

test('the money screens read in Filipino', async ({ verified: m, browser, javaScriptEnabled }) => {
  const loanNumber = await disbursed(m);
  const recorded = await officerCall<{ repayment: { id: string } }>('POST', '/officer/payments', { loanNumber, amount: '1,000', channel: 'BANK_DEPOSIT', externalRef: `E2E-FIL-${loanNumber}` });
  await api.call('POST', '/dev/channels/pay', { body: { channel: 'maya', reference: `NOT-OURS-FIL-${loanNumber}`, amount: '500.00' }, expect: 200 });
  const context = await browser.newContext({ javaScriptEnabled, locale: 'fil-PH' });
  await signInAs(context, STAFF.officer1);
  const page = await context.newPage();
  for (const path of [`/officer/members/${m.id}`, `/officer/loans/${loanNumber}?reverse=${recorded.repayment.id}`, '/officer/suspense', '/officer/approvals']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    expect(await englishLeftovers(page), path).toEqual([]);
  }
  // A band is one word, too short for the leftover check: it must be one of the Filipino names.
  await page.goto(`/officer/members/${m.id}`);
  expect(CREDIT_BANDS.map((b) => valueLabel('fil', 'creditBand', b.band))).toContain(await page.getByTestId('member-score-band').textContent());
  await context.close();
});
