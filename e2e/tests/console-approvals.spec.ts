// The officer console (docs/product.md, Officer console): officer 1 verifies a member's KYC and
// approves PHP 600,000, which waits for a second officer; officer 1 cannot give it; officer 2 does
// and the borrower signs; the loan is paid out, and the audit trail shows each staff action and the
// disbursement, filtered by the member and then by the second officer. A lower approval shows both amounts and the reason to the borrower.
// Members get no console page.
import { expect, test, STAFF } from './fixtures';
import { api, apiLogin, field, latestCode, runJobs, staffCodeOnPage, submitFormOf } from './support';

async function applyFor(m: { national: string; password: string }, amount: string): Promise<string> {
  const { accessToken } = await apiLogin(m.national, m.password);
  const applied = await api.call<{ loan: { loanNumber: string } }>('POST', '/loan/applynew', { token: accessToken, body: { amount, currency: 'PHP', installmentCount: 24, agree: true, creditNotice: true } });
  return applied.loan.loanNumber;
}

test('PHP 600,000 waits for a second officer, whom the first cannot replace; then the borrower signs', async ({ page, activated: m, staffPage }) => {
  const loanNumber = await applyFor(m, '600000');
  const officer1 = await staffPage('officer1');

  // Officer 1: the KYC queue, the member, Verify.
  await officer1.goto('/officer');
  await officer1.getByRole('link', { name: 'KYC to review' }).click();
  await officer1.getByLabel('Name, phone, e-mail or loan number').fill(m.e164);
  await officer1.getByRole('button', { name: 'Filter' }).click();
  await officer1.getByRole('link', { name: m.fullName }).click();
  await officer1.getByTestId('kyc-verify').click();
  await expect(officer1.getByText('The KYC decision is recorded.')).toBeVisible();
  await expect(officer1.getByText('IDENTITY VERIFIED')).toBeVisible();

  // Officer 1 approves the amount asked: it waits for a second officer.
  await officer1.getByRole('link', { name: loanNumber }).click();
  await expect(officer1.getByTestId('officer-asked')).toHaveText('PHP 600,000.00');
  await officer1.getByRole('region', { name: 'Approve', exact: true }).getByLabel('Note for staff (optional)').fill('Payslips and bank statements checked.');
  await officer1.getByTestId('approve').click();
  const waiting = officer1.getByTestId('second-approval');
  await expect(waiting).toContainText('This approval of PHP 600,000.00 waits for a second officer.');
  await expect(waiting.getByTestId('own-approval')).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Give the second approval' })).toHaveCount(0);
  // Nor can officer 1 give it by calling the API.
  const [{ accessToken: token1 }, action] = await Promise.all([
    apiLogin(STAFF.officer1.national, STAFF.officer1.password),
    apiLogin(STAFF.officer2.national, STAFF.officer2.password).then(({ accessToken }) =>
      api.call<{ secondApproval: { actionId: string } }>('GET', `/officer/loans/${loanNumber}`, { token: accessToken }),
    ),
  ]);
  const own = await api.request('POST', `/officer/four-eyes/${action.secondApproval.actionId}/approve`, { token: token1, body: {} });
  expect(own.status).toBe(403);
  await page.goto('/dash');
  await expect(page.getByTestId('loan-status-statement')).toHaveText('LOAN APPLICATION IS PENDING REVIEW');

  // Officer 2, from the second-approvals inbox.
  const officer2 = await staffPage('officer2');
  await officer2.goto('/officer/approvals');
  await officer2.getByRole('link', { name: loanNumber }).click();
  await officer2.getByRole('button', { name: 'Give the second approval' }).click();
  await expect(officer2.getByText('Your check is recorded.')).toBeVisible();
  await expect(officer2.getByText('LOAN APPLICATION APPROVED')).toBeVisible();

  // The borrower signs.
  await page.goto('/dash');
  await expect(page.getByTestId('loan-status-statement')).toHaveText('LOAN APPLICATION APPROVED');
  await page.getByRole('link', { name: 'Review and sign your contract' }).click();
  await page.getByRole('button', { name: 'Send me the code by SMS' }).click();
  await field(page, 'code').fill(await latestCode(m.e164));
  await page.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(page.getByTestId('loan-status-statement')).toHaveText('CONTRACT SIGNED');

  // The disbursement job pays the loan out (10 s after signing).
  await expect
    .poll(
      async () => {
        await runJobs();
        await page.goto('/dash');
        return page.getByTestId('loan-status-statement').textContent();
      },
      { timeout: 45_000, intervals: [1_000] },
    )
    .toBe('LOAN DISBURSED');

  // The audit trail of the member: each staff action and the money movement, with who, when and what.
  await officer1.goto('/officer/audit');
  await field(officer1, 'member').fill(m.national);
  await officer1.getByRole('button', { name: 'Show' }).click();
  await expect(officer1).toHaveURL(/member=/);
  const event = (action: string) => officer1.getByTestId('audit-event').filter({ has: officer1.getByText(action, { exact: true }) });
  const officer1Name = 'Demo Loan Officer (+639000000001)';
  const officer2Name = 'Second Demo Loan Officer (+639000000002)';
  await expect(event('officer.kyc.decide')).toContainText(officer1Name);
  await expect(event('officer.kyc.decide').getByTestId('audit-after')).toContainText('kycStatus: VERIFIED');
  await expect(event('four-eyes.request')).toContainText(officer1Name);
  await expect(event('four-eyes.request')).toContainText(loanNumber);
  await expect(event('four-eyes.approve')).toContainText(officer2Name);
  await expect(event('officer.loan.approve')).toContainText(officer2Name);
  await expect(event('officer.loan.approve').getByTestId('audit-before')).toContainText('status: PENDING_REVIEW');
  await expect(event('officer.loan.approve').getByTestId('audit-after')).toContainText('status: APPROVED');
  const disbursement = event('system.loan.disburse');
  await expect(disbursement).toContainText('The system (a job or a payment channel)');
  await expect(disbursement).toContainText(`loanNumber: ${loanNumber}`);
  await expect(disbursement).toContainText('amountPhp: 60000000');
  for (const action of ['officer.kyc.decide', 'four-eyes.request', 'four-eyes.approve', 'officer.loan.approve', 'system.loan.disburse']) {
    await expect(event(action).locator('time[datetime]')).toBeVisible();
  }

  // Filtered by the second officer too: only what they did to this member.
  await field(officer1, 'staff').fill(STAFF.officer2.national);
  await officer1.getByRole('button', { name: 'Show' }).click();
  await expect(officer1).toHaveURL(/staff=/);
  await expect(event('four-eyes.approve')).toBeVisible();
  await expect(event('officer.loan.approve')).toBeVisible();
  await expect(event('officer.kyc.decide')).toHaveCount(0);
  await expect(event('four-eyes.request')).toHaveCount(0);
  await expect(event('system.loan.disburse')).toHaveCount(0);
  const shown = officer1.getByTestId('audit-event');
  for (let i = 0; i < (await shown.count()); i++) await expect(shown.nth(i)).toContainText(officer2Name);
});

test('a lower approval shows the borrower both amounts and the reason', async ({ page, verified: m, staffPage }) => {
  const loanNumber = await applyFor(m, '300000');
  const officer = await staffPage('officer1');
  // Search finds the member by the loan number; their page lists the loan.
  await officer.goto('/officer');
  await officer.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Search' }).click();
  await officer.getByLabel('Name, phone, e-mail, loan number or payment reference').fill(loanNumber);
  await officer.getByRole('button', { name: 'Filter' }).click();
  await officer.getByRole('link', { name: m.fullName }).click();
  await officer.getByRole('link', { name: loanNumber }).click();
  // A lower amount without a reason is refused beside the field, the amount kept.
  await officer.getByLabel('Amount to approve (PHP), empty for the amount asked').fill('200000');
  await officer.getByTestId('approve').click();
  await expect(officer.getByText('Please choose why you approve a lower amount.')).toBeVisible();
  await expect(officer.getByLabel('Amount to approve (PHP), empty for the amount asked')).toHaveValue('200000');
  const why = 'We approved a lower amount so that your instalment stays a safe share of your monthly income.';
  await officer.getByLabel('Reason (the borrower reads it for a lower amount)').selectOption({ label: why });
  await officer.getByTestId('approve').click();
  await expect(officer.getByText('The decision is recorded.')).toBeVisible();

  await page.goto('/dash');
  await expect(page.getByTestId('loan-asked')).toContainText('300,000.00');
  await expect(page.getByTestId('loan-amount')).toContainText('200,000.00');
  await expect(page.getByTestId('loan-reason')).toContainText(why);
  await page.getByRole('link', { name: 'Review and sign your contract' }).click();
  await expect(page.getByTestId('disclosure').getByTestId('amount-asked')).toHaveText('PHP 300,000.00');
  await expect(page.getByTestId('disclosure').getByTestId('approval-reason')).toHaveText(why);
  const sms = await api.call<{ body: string }[]>('GET', `/dev/outbox?to=${encodeURIComponent(m.e164)}`);
  expect(sms.map((s) => s.body).join('\n')).toContain(`approved for PHP 200,000.00 of the PHP 300,000.00 you asked for. ${why}`);
});

test('a member gets no page of /officer or /admin, and an officer none of /admin', async ({ page, registered: _m, staffPage }) => {
  for (const path of ['/officer', '/officer/loans', '/officer/approvals', '/officer/members', '/admin']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  }
  const officer = await staffPage('officer1');
  expect((await officer.goto('/admin'))?.status()).toBe(404);
  const admin = await staffPage('admin');
  expect((await admin.goto('/admin'))?.status()).toBe(200);
  await expect(admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('staff sign in at /login with the password and then the code sent by SMS, and land on the console', async ({ page }) => {
  await page.goto('/login');
  await field(page, 'phoneNumber').fill(STAFF.officer2.national);
  await field(page, 'password').fill(STAFF.officer2.password);
  await submitFormOf(page, 'password');
  // The password alone is not a staff sign-in: the page asks for the code of this sign-in.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code we sent' })).toBeVisible();
  const code = await staffCodeOnPage(page, `+63${STAFF.officer2.national}`);
  await page.goto('/officer');
  await expect(page).toHaveURL(/\/login/);
  // A wrong code is refused beside the field, and the page still asks for this sign-in's code.
  const wrong = code === '000000' ? '111111' : '000000';
  await field(page, 'code').fill(wrong);
  await submitFormOf(page, 'code');
  await expect(page.getByText('Invalid OTP. 4 tries left.')).toBeVisible();
  await expect(field(page, 'code')).toHaveAttribute('aria-invalid', 'true');
  // A new code of this sign-in only a minute after the last.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(/Please wait \d+ seconds before requesting a new code\./)).toBeVisible();
  await field(page, 'code').fill(code);
  await submitFormOf(page, 'code');
  await expect(page).toHaveURL(/\/officer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Work queues' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Loans awaiting a second approval/ }).getByTestId('queue-awaitingSecondApproval')).toHaveText(/^\d+$/);
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});
