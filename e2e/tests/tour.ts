// A tour of every page of the product, in nine walks: each sets up one member in the state its
// pages need (through the API, for speed), opens the pages in turn and hands each one, as shown,
// to `at` with a short name ('wallet', 'dash-contract-code'). The accessibility spec checks each
// page with axe-core; the screenshot script (e2e/screens) photographs it, in each language: so the
// walks find links, buttons and answers by their fields, addresses and roles, never by their words.
import { ACTIVATION_STEP_ORDER, DEMO_ADMIN, disbursedLoan, officerToken, registerMember, saveStep, uploadDocuments } from '@halimbawa/testing';
import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { STAFF, signInAs, withApprovedLoan } from './fixtures';
import { activatedMember, api, apiLogin, approveLoan, field, fillRegisterStep1, latestCode, newMember, sendRegisterStep2, signIn, submitFormOf } from './support';

/** Called on each page of a walk once it is shown; `name` is unique across the tour. */
export type AtPage = (page: Page, name: string) => Promise<void>;

export interface Walk {
  title: string;
  walk: (page: Page, at: AtPage) => Promise<void>;
}

/** The demo admin (docs/product.md §10), as the sign-in fixtures take a member. */
export const ADMIN = { national: DEMO_ADMIN.phoneNumber, password: DEMO_ADMIN.password };

const SETTINGS_PAGES = ['account', 'contract', 'password', 'withdrawal', 'transfer', 'pay', 'auto-debit', 'borrow'];

/**
 * The page has loaded and, with JavaScript, React has taken over its markup: a field filled
 * before that would be set back by the hydration (a select to its first option).
 */
async function ready(page: Page) {
  // Remix's inline scripts ran only when the browser runs JavaScript.
  if (!(await page.evaluate(() => '__remixContext' in window))) return;
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

async function goTo(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

async function open(page: Page, at: AtPage, path: string, name: string) {
  await goTo(page, path);
  await at(page, name);
}

export const TOUR: readonly Walk[] = [
  {
    title: 'the public pages, the sign-in pages and the 404',
    async walk(page, at) {
      const pages: [string, string][] = [
        ['/', 'home'],
        ['/about', 'about'],
        ['/hiw', 'how-it-works'],
        ['/contact', 'contact'],
        ['/terms', 'terms'],
        ['/privacy', 'privacy'],
        ['/login', 'login'],
        ['/register', 'register'],
        ['/recover', 'recover'],
        ['/no-such-page', 'not-found'],
      ];
      for (const [path, name] of pages) await open(page, at, path, name);

      // A refused sign-in: the form-level notice.
      await signIn(page, '9170000000', 'Wrong#2026x');
      await expect(page.locator('form', { has: page.locator('[name="password"]') }).getByRole('alert')).toBeVisible();
      await at(page, 'login-refused');
      // A contact message sent empty (the browser's own checks set aside): the fields' messages.
      await goTo(page, '/contact');
      await page.locator('form', { has: page.locator('[name="message"]') }).evaluate((form: HTMLFormElement) => form.setAttribute('novalidate', ''));
      await submitFormOf(page, 'message');
      await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
      await at(page, 'contact-refused');
    },
  },
  {
    title: 'registration: both steps and the code page; recovery: both steps',
    async walk(page, at) {
      const m = newMember();
      await goTo(page, '/register');
      await fillRegisterStep1(page, m);
      await submitFormOf(page, 'fullName');
      await expect(page).toHaveURL(/\/register\/employment$/);
      await ready(page);
      await at(page, 'register-employment');
      await sendRegisterStep2(page, m);
      await at(page, 'register-verify');

      // A member who forgot the password: the phone, then the code and the new password.
      const known = newMember();
      await registerMember(api, known.national);
      await goTo(page, '/recover');
      await field(page, 'phoneNumber').fill(known.national);
      await submitFormOf(page, 'phoneNumber');
      await expect(field(page, 'code')).toBeVisible();
      await at(page, 'recover-code');
    },
  },
  {
    title: 'the dashboard before activation, the five activation steps and the bank change code',
    async walk(page, at) {
      const m = newMember();
      const member = await registerMember(api, m.national);
      await signInAs(page.context(), m);
      await goTo(page, '/dash');
      await at(page, 'dash-not-activated');
      // Each step is opened when it is the member's next one, then saved through the API (with a
      // fresh token: the e2e product's tokens live 30 s).
      for (const step of ACTIVATION_STEP_ORDER) {
        await open(page, at, `/activate/${step}`, `activate-${step}`);
        await expect(page).toHaveURL(new RegExp(`/activate/${step}$`));
        const { accessToken } = await apiLogin(m.national, m.password);
        if (step === 'identity') await uploadDocuments(api, accessToken);
        expect((await saveStep(api, accessToken, step)).status).toBe(200);
      }
      await open(page, at, '/dash', 'dash-under-review');

      // Another account for a confirmed one asks for an SMS code.
      await goTo(page, '/activate/bank');
      await field(page, 'accountNumber').fill('009876543210');
      await field(page, 'confirmAccountNumber').fill('009876543210');
      await submitFormOf(page, 'accountNumber');
      await expect(page).toHaveURL(/\/activate\/bank\/confirm$/);
      await at(page, 'activate-bank-confirm');

      // An officer turns the member's identity down: the dashboard says why and what to do.
      await api.call('POST', `/officer/members/${member.id}/kyc`, { token: await officerToken(api), body: { status: 'REJECTED', reasonCode: 'ID_UNREADABLE' }, expect: 200 });
      await open(page, at, '/dash', 'dash-kyc-rejected');
      await open(page, at, '/activate', 'activate-kyc-rejected');
    },
  },
  {
    title: 'a loan from the application to the contract',
    async walk(page, at) {
      const m = await activatedMember({ verify: true });
      await signInAs(page.context(), m);
      await goTo(page, '/dash');
      await at(page, 'dash');

      await field(page, 'amount').fill('150000');
      await page.locator('button[formaction="/dash/agreement"]').click();
      await expect(page).toHaveURL(/\/dash\/agreement\?/);
      await ready(page);
      await at(page, 'dash-agreement');
      await page.getByTestId('i-agree').click();
      await ready(page);
      await page.locator('form[action="/dash/confirm"] button[type="submit"]').first().click();
      await expect(page).toHaveURL(/\/dash\/confirm\?/);
      await ready(page);
      await at(page, 'dash-confirm');
      await page.locator('input[name="creditNotice"]').check();
      await page.locator('form:has(input[name="agree"]) button[type="submit"]').click();
      await expect(page).toHaveURL(/\/dash\/submitted$/);
      await ready(page);
      await at(page, 'dash-submitted');
      await open(page, at, '/dash', 'dash-pending-review');

      await approveLoan((await page.getByTestId('loan-number').first().textContent()) ?? '');
      await open(page, at, '/dash', 'dash-approved');
      await open(page, at, '/dash/contract', 'dash-contract');
      await page.locator('form:has(input[name="intent"][value="start"]) button[type="submit"]').click();
      await ready(page);
      await expect(field(page, 'code')).toBeVisible();
      await at(page, 'dash-contract-code');
      // A wrong code: the message beside the box.
      const code = await latestCode(m.e164);
      await field(page, 'code').fill(code === '000000' ? '111111' : '000000');
      await page.locator('form:has(input[name="intent"][value="finish"]) button[type="submit"]').click();
      await ready(page);
      await expect(field(page, 'code')).toHaveAttribute('aria-invalid', 'true');
      await at(page, 'dash-contract-wrong-code');
    },
  },
  {
    title: 'with a disbursed loan: the wallet and a withdrawal at each step',
    async walk(page, at) {
      const m = await activatedMember({ verify: true });
      const { accessToken } = await apiLogin(m.national, m.password);
      await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api), { waitMs: 45_000 });
      await signInAs(page.context(), m);
      await goTo(page, '/dash');
      await at(page, 'dash-disbursed');
      await open(page, at, '/wallet', 'wallet');
      await open(page, at, '/pay', 'pay');
      await open(page, at, '/wallet/withdraw', 'wallet-withdraw');
      await open(page, at, '/wallet/withdraw/confirm?amount=10000', 'wallet-withdraw-confirm');
      await page.locator('form:has(input[name="idempotencyKey"]) button[type="submit"]').click();
      await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}\/code$/);
      await ready(page);
      await at(page, 'wallet-withdraw-code');
      await field(page, 'code').fill(await latestCode(m.e164));
      await page.locator('button[name="intent"][value="confirm"]').click();
      await expect(page).toHaveURL(/\/wallet\/withdraw\/[0-9a-f-]{36}$/);
      await ready(page);
      await at(page, 'wallet-withdraw-status');
      await open(page, at, '/wallet', 'wallet-after-withdrawal');
    },
  },
  {
    title: 'the newer member pages: history, a receipt, notifications, support, a hardship request and your data',
    async walk(page, at) {
      const m = await activatedMember({ verify: true });
      const { accessToken } = await apiLogin(m.national, m.password);
      const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api), { waitMs: 45_000 });
      // A payment for a receipt to read and a support request to open, in a session of their own.
      const token = (await apiLogin(m.national, m.password)).accessToken;
      const paid = await api.call<{ repayment: { receiptNumber: string } }>('POST', `/loan/${loanNumber}/repay`, { token, headers: { 'Idempotency-Key': randomUUID() }, body: { kind: 'NEXT' }, expect: 200 });
      const asked = await api.call<{ ticket: { reference: string } }>('POST', '/support', { token, body: { topic: 'LOAN', message: 'Can I move my due date?' }, expect: 201 });
      await signInAs(page.context(), m);
      await open(page, at, '/wallet/history', 'wallet-history');
      await open(page, at, `/receipts/${paid.repayment.receiptNumber}`, 'receipt');
      await open(page, at, '/notifications', 'notifications');
      await open(page, at, '/support', 'support');
      await open(page, at, `/support/${asked.ticket.reference}`, 'support-request');
      await open(page, at, `/loan/${loanNumber}/hardship`, 'loan-hardship');
      await open(page, at, '/settings/data', 'settings-data');
    },
  },
  {
    title: 'every settings page, with a loan awaiting signature',
    async walk(page, at) {
      await signInAs(page.context(), await withApprovedLoan(await activatedMember({ verify: true })));
      await open(page, at, '/settings', 'settings');
      for (const name of SETTINGS_PAGES) await open(page, at, `/settings/${name}`, `settings-${name}`);
      await open(page, at, '/dash/cancel', 'dash-cancel');
    },
  },
  {
    title: "the officer console: the queues, a member's KYC to review, a loan and its write-off, a collection case, the books, the allowance and the approvals",
    async walk(page, at) {
      // A member whose identity waits for review, and a borrower with a running loan, a payment
      // recorded by staff and its reversal asked for (four eyes), a support request and a hardship request.
      const pending = await activatedMember();
      const m = await activatedMember({ verify: true });
      const { accessToken } = await apiLogin(m.national, m.password);
      const officer = await officerToken(api);
      // A second borrower's loan, disbursed alongside: its write-off waits for the second officer.
      const other = await activatedMember({ verify: true });
      const otherToken = (await apiLogin(other.national, other.password)).accessToken;
      const [loanNumber, writtenOff] = await Promise.all([
        disbursedLoan(api, { accessToken, e164: m.e164 }, officer, { waitMs: 45_000 }),
        disbursedLoan(api, { accessToken: otherToken, e164: other.e164 }, officer, { waitMs: 45_000 }),
      ]);
      const token = (await apiLogin(m.national, m.password)).accessToken;
      const asked = await api.call<{ ticket: { reference: string } }>('POST', '/support', { token, body: { topic: 'LOAN', message: 'Can I move my due date?' }, expect: 201 });
      const hardship = await api.call<{ id: string }>('POST', `/loan/${loanNumber}/hardship`, { token, body: { kind: 'EXTENSION', reason: 'My salary is late this month.', proposedAmount: '10,000' }, expect: 201 });
      const paid = await api.call<{ repayment: { id: string } }>('POST', '/officer/payments', { token: officer, body: { loanNumber, amount: '1,000', channel: 'BANK_DEPOSIT', externalRef: `TOUR-${loanNumber}` }, expect: 200 });
      await api.call('POST', `/officer/payments/${paid.repayment.id}/reverse`, { token: officer, body: { reason: 'Recorded on the wrong loan.' }, expect: 202 });
      await api.call('POST', `/officer/loans/${writtenOff}/write-off`, { token: officer, body: { reason: 'Borrower unreachable since the first due date.' }, expect: 202 });
      // The month that ended last measured, so that the allowance page shows its table.
      await api.call('POST', '/dev/jobs/run', { body: { job: 'allowance' }, expect: 200 });

      // The second officer: the reversal the first one asked for is theirs to check.
      await signInAs(page.context(), STAFF.officer2);
      const pages: [string, string][] = [
        ['/officer', 'officer-queues'],
        ['/officer/members?kyc=PENDING', 'officer-members'],
        [`/officer/members/${pending.id}`, 'officer-member-kyc-review'],
        [`/officer/members/${m.id}`, 'officer-member'],
        ['/officer/loans', 'officer-loans'],
        [`/officer/loans/${loanNumber}`, 'officer-loan'],
        ['/officer/collections', 'officer-collections'],
        [`/officer/collections/${loanNumber}`, 'officer-collection-case'],
        ['/officer/payments', 'officer-payments'],
        ['/officer/approvals', 'officer-approvals'],
        ['/officer/hardship', 'officer-hardship'],
        [`/officer/hardship/${hardship.id}`, 'officer-hardship-review'],
        [`/officer/loans/${loanNumber}/waive`, 'officer-late-charge-waiver'],
        ['/officer/payments/new', 'officer-payment-record'],
        ['/officer/support', 'officer-support'],
        [`/officer/support/${asked.ticket.reference}`, 'officer-support-request'],
        [`/officer/search?q=${m.national}`, 'officer-search'],
        ['/officer/reports', 'officer-reports'],
        ['/officer/reports/statements', 'officer-statements'],
        ['/officer/reports/loans', 'officer-loan-portfolio'],
        ['/officer/provisioning', 'officer-provisioning'],
        [`/officer/loans/${writtenOff}`, 'officer-loan-write-off-waiting'],
        ['/officer/reconciliation', 'officer-reconciliation'],
        ['/officer/unconfirmed-payments', 'officer-unconfirmed-payments'],
        ['/officer/suspense', 'officer-suspense'],
      ];
      for (const [path, name] of pages) await open(page, at, path, name);
    },
  },
  {
    title: "the compliance console: the overdue reports and the cases, the reports, a member's page with the report form, the lists",
    async walk(page, at) {
      const member = await activatedMember();
      await signInAs(page.context(), STAFF.compliance);
      await open(page, at, '/compliance', 'compliance');
      await open(page, at, '/compliance/reports', 'compliance-reports');
      await open(page, at, '/compliance/members?q=Juan', 'compliance-members');
      await open(page, at, `/compliance/members/${member.id}`, 'compliance-member');
      await open(page, at, '/compliance/lists', 'compliance-lists');
    },
  },
  {
    title: 'the admin console: staff accounts, product settings, provisioning rates, SMS templates, closed periods, holidays and the audit trail, a refused filter included',
    async walk(page, at) {
      await signInAs(page.context(), ADMIN);
      await open(page, at, '/admin', 'admin');
      await open(page, at, '/admin/staff', 'admin-staff');
      await open(page, at, '/admin/settings', 'admin-settings');
      await open(page, at, '/admin/provisioning', 'admin-provisioning');
      await open(page, at, '/admin/sms-templates', 'admin-sms-templates');
      await open(page, at, '/admin/closed-periods', 'admin-closed-periods');
      await open(page, at, '/admin/holidays?year=2026', 'admin-holidays');
      await open(page, at, '/officer/audit', 'officer-audit');
      await open(page, at, '/officer/audit?staff=nobody', 'officer-audit-refused');
    },
  },
];
