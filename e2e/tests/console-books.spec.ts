// The back office's books and collections: with the business clock moved, a
// borrower's loan is in the 1-30 bucket with its days past due; an officer logs a contact and a
// promise; a templated SMS at 11 pm Manila time is refused; a payment reversal needs the second
// officer; the trial balance balances, PAR is shown and each CSV downloads.
import { OFFICER, SECOND_OFFICER, disbursedLoan } from '@halimbawa/testing';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activatedMember, api, apiLogin } from './support';

const officerLogin = { national: OFFICER.phoneNumber, password: OFFICER.password };
const setClock = (isoTime: string) => api.call('POST', '/dev/clock', { body: { isoTime }, expect: 200 });
const resetClock = () => api.call('POST', '/dev/clock', { body: { offsetSeconds: 0 }, expect: 200 });
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A verified borrower's disbursed loan, and the due date of its first instalment. */
async function borrowerWithLoan(): Promise<{ loanNumber: string; firstDue: string }> {
  const m = await activatedMember({ verify: true });
  const { accessToken } = await apiLogin(m.national, m.password);
  const officer = (await apiLogin(officerLogin.national, officerLogin.password)).accessToken;
  const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, officer);
  const pay = await api.call<{ loan: { nextDueDate: string } }>('GET', '/pay', { token: accessToken });
  return { loanNumber, firstDue: pay.loan.nextDueDate };
}

// The business clock is the whole API's: this test runs alone, after the rest of the suite
// (scripts/test.mjs runs @moves-clock tests with one worker), and puts the clock back however it ends.
test('collections: a loan 5 days late in the 1-30 bucket, a contact and a promise logged, no SMS at 11 pm Manila time', { tag: '@moves-clock' }, async ({ page, signInAs }) => {
  const { loanNumber, firstDue } = await borrowerWithLoan();
  const late = addDays(firstDue, 5);
  try {
    await collectionsCase(page, signInAs, loanNumber, late);
  } finally {
    await resetClock();
  }
});

async function collectionsCase(page: Page, signInAs: (m: { national: string; password: string }) => Promise<void>, loanNumber: string, late: string) {
  await setClock(`${late}T02:00:00Z`); // 10 am in Manila
  await signInAs(officerLogin);

  await page.goto('/officer/collections?bucket=1-30&limit=200');
  const row = page.getByRole('row').filter({ hasText: loanNumber });
  await expect(row).toContainText('1-30');
  await expect(row.getByRole('cell').nth(3)).toHaveText('5');

  await row.getByRole('link', { name: loanNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(loanNumber);
  const contact = page.getByRole('form', { name: 'Log a contact' });
  await contact.getByLabel('How').selectOption('CALL');
  await contact.getByLabel('What happened').fill('Spoke to the borrower: salary is late.');
  await contact.getByLabel('Next step').fill('Call again on Friday.');
  await contact.getByRole('button', { name: 'Log contact' }).click();
  await expect(page.getByTestId('contacts')).toContainText('Spoke to the borrower: salary is late.');

  const promise = page.getByRole('form', { name: 'Log a promise to pay' });
  await promise.getByLabel('Promised date').fill(addDays(late, 3));
  await promise.getByLabel('Amount (PHP)').fill('25,750.00');
  await promise.getByRole('button', { name: 'Log promise' }).click();
  await expect(page.getByTestId('promises')).toContainText(addDays(late, 3));
  await expect(page.getByTestId('promises')).toContainText('Pending');

  await setClock(`${late}T15:00:00Z`); // 11 pm in Manila
  const sms = page.getByRole('form', { name: 'Send a templated SMS to the borrower' });
  await sms.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('Collection messages may be sent only from 6 am to 10 pm Manila time.')).toBeVisible();
  await expect(page.getByText('No collection SMS sent yet.')).toBeVisible();
}

test('a payment reversal needs the second officer', async () => {
  const { loanNumber } = await borrowerWithLoan();
  const first = (await apiLogin(officerLogin.national, officerLogin.password)).accessToken;
  const second = (await apiLogin(SECOND_OFFICER.phoneNumber, SECOND_OFFICER.password)).accessToken;
  const paid = await api.call<{ repayment: { id: string } }>('POST', '/officer/payments', {
    token: first,
    body: { loanNumber, amount: '1000', channel: 'BANK_DEPOSIT', externalRef: `E2E-${randomUUID().slice(0, 8)}` },
    expect: 200,
  });
  const asked = await api.call<{ action: { id: string } }>('POST', `/officer/payments/${paid.repayment.id}/reverse`, { token: first, body: { reason: 'Recorded on the wrong loan.' }, expect: 202 });
  const own = await api.request<{ code: string }>('POST', `/officer/four-eyes/${asked.action.id}/approve`, { token: first, body: {} });
  expect([own.status, own.body.code]).toEqual([403, 'apiFourEyes.ownAction']);
  await api.call('POST', `/officer/four-eyes/${asked.action.id}/approve`, { token: second, body: {}, expect: 200 });
});

test('reports: the trial balance balances, PAR is shown, each CSV downloads', async ({ page, signInAs }) => {
  await signInAs(officerLogin);
  await page.goto('/officer/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Books and reports' })).toBeVisible();
  await expect(page.getByTestId('trial-balance-status')).toHaveText('Balanced: total debits equal total credits.');
  await expect(page.getByTestId('trial-balance')).toContainText('LOAN_RECEIVABLE');
  for (const days of [1, 30, 60, 90]) await expect(page.getByTestId('par')).toContainText(`PAR ${days}`);

  const downloads = page.getByRole('region', { name: 'Downloads (CSV)' }).getByRole('link');
  const hrefs = await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toHaveLength(5);
  for (const href of hrefs) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/csv/);
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    expect((await res.text()).split('\r\n')[0]).toMatch(/^[a-zA-Z]+(,[a-zA-Z]+)+$/);
  }
});

test('reconciliation: a settlement file uploaded, a transaction in the file only resolved with a note', async ({ page, signInAs }) => {
  await signInAs(officerLogin);
  await page.goto('/officer/reconciliation');
  const transactionId = `GC-E2E-${randomUUID().slice(0, 8)}`;
  const upload = page.getByRole('form', { name: 'Upload and match' });
  await upload.getByLabel('Channel').selectOption('gcash');
  await upload.getByLabel('Settlement file (CSV)').setInputFiles({ name: 'gcash-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(`transactionId,amount,date\r\n${transactionId},150.00,2031-05-05\r\n`) });
  await upload.getByRole('button', { name: 'Upload and match' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settlement file gcash-e2e.csv');
  await expect(page.getByTestId('recon-counts')).toContainText('In the file only: 1');
  const resolve = page.getByRole('form', { name: `Resolve ${transactionId}` });
  await resolve.getByLabel('How it was resolved').fill('GCash sent it to another biller; they return it.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('row').filter({ hasText: transactionId })).toContainText('GCash sent it to another biller; they return it.');
  await expect(page.getByTestId('recon-counts')).toContainText('Unresolved: 0');
});
