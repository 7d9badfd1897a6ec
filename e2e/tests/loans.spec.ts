// Loans (see playwright.config.ts for when JavaScript runs): an activated, verified
// member applies on /dash, reads the Service and Policy Agreement, confirms; the officer approves
// through the API; the member reads the disclosure (EIR shown) and signs with the code from the dev
// outbox; the disbursement job credits the wallet and the loan shows its schedule. Also: a second
// application, the unticked agreement, a foreign currency raised to the minimum, cancelling, and
// /settings/contract without any loan. Members are set up through the API for speed.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approveLoan, field, latestCode, runJobs } from './support';

async function click(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  await page.getByRole(role, { name }).first().click();
}

/** The signed-in member's /dash, with the application form. */
async function openDash(page: Page) {
  await page.goto('/dash');
  await expect(page.getByRole('heading', { name: 'Apply for a loan' })).toBeVisible();
}

/** Fills the application on /dash (ticking the agreement unless told not to) and continues. */
async function applyOnDash(page: Page, amount: string, opts: { currency?: string; agree?: boolean } = {}) {
  await field(page, 'amount').fill(amount);
  if (opts.currency) await field(page, 'currency').selectOption(opts.currency);
  if (opts.agree !== false) await page.getByRole('checkbox', { name: /Service and Policy Agreement/ }).check();
  await click(page, /^Continue$/);
}

/** Submits the confirm page, the credit-data notice (RA 9510) acknowledged first, as the form requires. */
async function submitApplication(page: Page) {
  await page.getByRole('checkbox', { name: /credit data notice/ }).check();
  await click(page, /^Submit$/);
}

async function loanNumberOnPage(page: Page): Promise<string> {
  const text = (await page.getByTestId('loan-number').first().textContent()) ?? '';
  expect(text).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
  return text;
}

test('an activated, verified member borrows PHP 150,000 over 6 months, signs by SMS code and gets the money in the wallet', async ({
  page,
  verified: m,
}) => {
  test.setTimeout(120_000);
  await openDash(page);

  // The defaults: PHP, 6 months; the live quote beside the form.
  await expect(field(page, 'currency')).toHaveValue('PHP');
  await expect(page.getByRole('radio', { name: '6 months', exact: true })).toBeChecked();

  // Unticked agreement: the message beside the box, and the typed amount kept.
  await applyOnDash(page, '150,000', { agree: false });
  await expect(page).toHaveURL(/\/dash(\?|#|$)/);
  await expect(page.locator('.mantine-Checkbox-error')).toHaveText('Please read Service and Policy Agreement');
  await expect(field(page, 'amount')).toHaveValue(/^150,000(\.00)?$/);

  // The agreement is a page of its own; it opens with what was just typed (not sent yet), and
  // I agree comes back with the box ticked and that amount kept.
  await field(page, 'amount').fill('180,000');
  await click(page, 'Read the Service and Policy Agreement');
  await expect(page).toHaveURL(/\/dash\/agreement\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service and Policy Agreement' })).toBeVisible();
  await click(page, 'I agree', 'link');
  await expect(page).toHaveURL(/\/dash\?.*agree=on/);
  await expect(page.getByRole('checkbox', { name: /Service and Policy Agreement/ })).toBeChecked();
  await expect(field(page, 'amount')).toHaveValue(/^180,000(\.00)?$/);
  // PHP 180,000 over 6 months at 0.5 % a month: PHP 5,400 of interest.
  await expect(page.getByTestId('quote-total')).toHaveText('PHP 185,400.00');
  await field(page, 'amount').fill('150,000');

  // Confirm: the member, the bank account masked, the figures.
  await click(page, /^Continue$/);
  await expect(page).toHaveURL(/\/dash\/confirm\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Loan Application' })).toBeVisible();
  await expect(page.getByTestId('confirm-name')).toHaveText(m.fullName);
  await expect(page.getByTestId('confirm-account')).toHaveText('••••7890');
  await expect(page.getByTestId('confirm-amount')).toHaveText('PHP 150,000.00');
  await expect(page.getByTestId('confirm-instalment')).toHaveText('PHP 25,750.00');
  await expect(page.getByTestId('confirm-total')).toHaveText('PHP 154,500.00');

  // Back keeps the values; Continue again; Submit.
  await click(page, 'Back', 'link');
  await expect(page).toHaveURL(/\/dash\?/);
  await expect(field(page, 'amount')).toHaveValue(/^150,000(\.00)?$/);
  await click(page, /^Continue$/);
  await expect(page).toHaveURL(/\/dash\/confirm\?/);
  // The credit-data notice (RA 9510) is acknowledged before the application goes.
  await expect(page.getByTestId('credit-notice')).toContainText('Credit Information Corporation');
  await submitApplication(page);
  await expect(page).toHaveURL(/\/dash\/submitted$/);
  await expect(page.getByText('Loan application submitted.')).toBeVisible();
  await expect(page.getByText('Your loan application has been entered into our system.')).toBeVisible();
  await expect(page.getByText('The review process for your loan application will be scheduled soon.')).toBeVisible();
  await click(page, 'Continue', 'link');
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByTestId('loan-status-statement')).toHaveText('LOAN APPLICATION IS PENDING REVIEW');
  await expect(page.getByTestId('loan-amount')).toHaveText('PHP 150,000.00');
  await expect(page.getByTestId('already-has-loan')).toContainText('You already have a loan!');
  const loanNumber = await loanNumberOnPage(page);

  // The officer approves through the API.
  await approveLoan(loanNumber);
  await page.reload();
  await expect(page.getByTestId('loan-status-statement')).toHaveText('LOAN APPLICATION APPROVED');

  // The disclosure (EIR shown), the schedule and the contract, then signing by SMS code.
  await click(page, 'Review and sign your contract', 'link');
  await expect(page).toHaveURL(/\/dash\/contract$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and sign your contract' })).toBeVisible();
  const disclosure = page.getByTestId('disclosure');
  await expect(disclosure.getByTestId('eir-monthly')).toHaveText('0.85%');
  await expect(disclosure.getByTestId('eir-yearly')).toHaveText('10.21%');
  await expect(disclosure.getByTestId('amount-financed')).toHaveText('PHP 150,000.00');
  await expect(disclosure.getByTestId('total-repay')).toHaveText('PHP 154,500.00');
  await expect(disclosure.getByTestId('schedule-row')).toHaveCount(6);
  await expect(page.getByTestId('contract-text')).toContainText(loanNumber);
  const disclosurePdf = await page.request.get(`/loan/${loanNumber}/disclosure.pdf`);
  expect(disclosurePdf.status()).toBe(200);
  expect(disclosurePdf.headers()['content-type']).toBe('application/pdf');

  await click(page, 'Send me the code by SMS');
  await expect(page.getByText('We sent a code to your phone.')).toBeVisible();
  const code = await latestCode(m.e164);
  const wrong = code === '000000' ? '111111' : '000000';
  await field(page, 'code').fill(wrong);
  await click(page, 'Sign the contract');
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeVisible();
  await field(page, 'code').fill(code);
  await click(page, 'Sign the contract');
  await expect(page.getByText('OTP confirmed successfully')).toBeVisible();
  await expect(page.getByTestId('contract-signed')).toBeVisible();
  await expect(page.getByTestId('loan-status-statement')).toHaveText('CONTRACT SIGNED');

  // The disbursement job (the demo delay is 10 s after signing).
  const deadline = Date.now() + 30_000;
  let disbursed = 0;
  while (Date.now() < deadline && disbursed === 0) {
    disbursed = (await runJobs()).disbursed;
    if (disbursed === 0) await new Promise((r) => setTimeout(r, 1000));
  }
  expect(disbursed).toBe(1);

  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('PHP 150,000.00');
  // With a balance, 'Withdraw now' opens the withdrawal (withdrawals.spec.ts).
  await expect(page.getByRole('link', { name: 'Withdraw now' })).toHaveAttribute('href', '/wallet/withdraw');
  await expect(page.getByTestId('loan-status-statement')).toHaveText('LOAN DISBURSED');
  const statement = page.getByTestId('loan-statement');
  await expect(statement.getByTestId('schedule-row')).toHaveCount(6);
  await expect(statement.getByTestId('schedule-total')).toHaveText('154,500.00');
  await expect(statement.getByTestId('amount-due')).toHaveText('PHP 25,750.00');
  await expect(statement.getByTestId('paid-to-date')).toHaveText('PHP 0.00');
  await expect(statement.getByTestId('next-due-date')).not.toHaveText(/Set when/);

  // The signed contract in Settings, downloadable as the stored PDF.
  await page.goto('/settings/contract');
  const contract = page.getByTestId('contract');
  await expect(contract).toContainText(loanNumber);
  await expect(contract).toContainText('LOAN DISBURSED');
  const pdf = await page.request.get(`/loan/${loanNumber}/contract.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain('attachment');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A second application: 'You already have a loan!'.
  await page.goto('/dash');
  await expect(page.getByTestId('already-has-loan')).toContainText('You already have a loan!');
  await page.goto('/dash/confirm?amount=150000&currency=PHP&installmentCount=6&agree=on');
  await expect(page.getByTestId('already-has-loan')).toContainText('You already have a loan!');
  await expect(page.getByRole('button', { name: /^Submit$/ })).toHaveCount(0);
});

test('a foreign-currency amount below the minimum is raised to it, with both amounts shown', { tag: '@js' }, async ({ page, activated: _signedIn }) => {
  await openDash(page);
  await field(page, 'currency').selectOption('USD');
  await field(page, 'amount').fill('100');
  if (test.info().project.name === 'no-js') {
    // Without JavaScript the figures are computed by the server: ask for them.
    await click(page, 'Update figures');
  }
  await expect(page.getByTestId('amount-note')).toContainText('The minimum loan is USD');
  await expect(page.getByTestId('amount-note')).toContainText('(PHP 150,000.00)');
  await page.getByRole('checkbox', { name: /Service and Policy Agreement/ }).check();
  await click(page, /^Continue$/);
  await expect(page).toHaveURL(/\/dash\/confirm\?/);
  await expect(page.getByTestId('confirm-amount')).toHaveText(/^USD [\d,]+\.\d{2}$/);
  await expect(page.getByTestId('confirm-amount-php')).toContainText('PHP 150,000.00');
  await submitApplication(page);
  await expect(page).toHaveURL(/\/dash\/submitted$/);
  await expect(page.getByTestId('loan-amount')).toHaveText(/^USD [\d,]+\.\d{2} \(PHP 150,000\.00\)$/);
});

test('a member cancels a pending application for free and may apply again', async ({ page, activated: _signedIn }) => {
  await openDash(page);
  await applyOnDash(page, '200000');
  await submitApplication(page);
  await expect(page).toHaveURL(/\/dash\/submitted$/);
  await page.goto('/dash');
  await click(page, 'Cancel this loan', 'link');
  await expect(page).toHaveURL(/\/dash\/cancel$/);
  await click(page, /^Cancel loan /);
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByText('Your loan application is cancelled. There is no charge.')).toBeVisible();
  await expect(page.getByTestId('loan-status-statement')).toHaveText('LOAN APPLICATION CANCELLED');
  await expect(page.getByTestId('already-has-loan')).toHaveCount(0);
  await expect(field(page, 'amount')).toBeVisible();
});

test('a second Submit from another tab is refused with "You already have a loan!"', async ({ page, context, activated: _signedIn }) => {
  await openDash(page);
  await applyOnDash(page, '150000');
  await expect(page).toHaveURL(/\/dash\/confirm\?/);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('button', { name: /^Submit$/ })).toBeVisible();
  await submitApplication(page);
  await expect(page).toHaveURL(/\/dash\/submitted$/);
  await submitApplication(other);
  await expect(other).toHaveURL(/\/dash$/);
  await expect(other.getByTestId('notices')).toContainText('You already have a loan!');
  await expect(other.getByTestId('loan-status-statement')).toHaveText('LOAN APPLICATION IS PENDING REVIEW');
});

test('settings: no contract before any application', async ({ page, activated: _signedIn }) => {
  await page.goto('/settings/contract');
  await expect(page.getByTestId('no-contracts')).toContainText("We haven't received any loan applications so far.");
});
