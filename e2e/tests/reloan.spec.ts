// The borrower's next loan (docs/credit-limits.md) (see playwright.config.ts for
// when JavaScript runs), in English and in Filipino: after a PHP 150,000 loan is paid off with
// nothing late, the dashboard offers PHP 279,000 (the first limit, raised by 20 %) with the reason in
// words; the member applies with it from the dashboard, without new documents, through the confirm
// page. A hardship request is made from the loan (a refused amount keeps the reason typed), an
// officer proposes approving it in the console, a second officer confirms it (four eyes), and the
// member sees it approved with the new schedule's disclosure beside the current one, and signs it
// with the code sent by SMS (a wrong code is refused beside the field). Loans are set up through the API.
import { randomUUID } from 'node:crypto';
import { formatCentavos, t, type Language } from '@halimbawa/domain';
import { OFFICER, SECOND_OFFICER, disbursedLoan, officerToken } from '@halimbawa/testing';
import { expect, signInAs, test } from './fixtures';
import { expectFilipino } from './filipino';
import { api, apiLogin, latestCode } from './support';

const RAISED = { previous: 'PHP 150,000.00', graceDays: 3, step: '20%', amount: 'PHP 279,000.00' };

for (const lang of ['en', 'fil'] as const satisfies readonly Language[]) {
  test.describe(lang === 'en' ? 'in English' : 'in Filipino', () => {
    test.use({ locale: lang === 'en' ? 'en-PH' : 'fil-PH' });

    test('after a pay-off the dashboard offers the higher limit, and the member applies with it', async ({ page, verified: m }) => {
      const { accessToken } = await apiLogin(m.national, m.password);
      const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
      await page.goto('/dash');
      // A loan open: no offer yet.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('reloan-offer')).toHaveCount(0);
      await api.call('POST', `/loan/${loanNumber}/repay`, { token: accessToken, headers: { 'Idempotency-Key': randomUUID() }, body: { kind: 'PAYOFF' }, expect: 200 });

      // The figures are the API's (the member's income sets the term); the limit grew past the loan repaid.
      const limit = await api.call<{ offer: { amount: number; installmentCount: number; instalment: number } }>('GET', '/loan/offer', { token: accessToken });
      expect(limit.offer.amount).toBe(27_900_000);
      await page.goto('/dash');
      const offer = page.getByTestId('reloan-offer');
      await expect(offer.getByRole('heading', { name: t(lang, 'apiCreditLimit.card.title') })).toBeVisible();
      await expect(offer.getByTestId('reloan-amount')).toHaveText(t(lang, 'apiCreditLimit.card.amount', { amount: 'PHP 279,000.00' }));
      await expect(offer.getByTestId('reloan-reason')).toHaveText(t(lang, 'apiCreditLimit.rule.RAISED', RAISED));
      const term = { count: limit.offer.installmentCount, instalment: `PHP ${formatCentavos(limit.offer.instalment)}` };
      await expect(offer.getByText(t(lang, 'apiCreditLimit.card.term', term))).toBeVisible();
      if (lang === 'fil') await expectFilipino(page);

      await offer.getByRole('checkbox', { name: t(lang, 'loans.apply.agree') }).check();
      await offer.getByRole('button', { name: t(lang, 'apiCreditLimit.card.apply', { amount: 'PHP 279,000.00' }) }).click();
      await expect(page).toHaveURL(/\/dash\/confirm\?/);
      await expect(page.getByTestId('confirm-reloan')).toHaveText(t(lang, 'apiCreditLimit.card.noDocuments'));
      await expect(page.getByTestId('confirm-amount')).toHaveText('PHP 279,000.00');
      if (lang === 'fil') await expectFilipino(page);
      await page.getByRole('checkbox', { name: t(lang, 'loans.confirm.creditNoticeLabel') }).check();
      await page.getByRole('button', { name: t(lang, 'loans.confirm.submit') }).click();

      await expect(page).toHaveURL(/\/dash\/submitted/);
      await expect(page.getByText(t(lang, 'loan.submitted'))).toBeVisible();
      const current = await api.call<{ loan: { status: string; amount: number; installmentCount: number } }>('GET', '/loan/current', { token: accessToken });
      expect(current.loan).toMatchObject({ status: 'PENDING_REVIEW', amount: 27_900_000, installmentCount: limit.offer.installmentCount });
    });

    test('a hardship request is made from the loan and decided through four eyes', async ({ page, browser, verified: m }) => {
      test.setTimeout(180_000);
      const { accessToken } = await apiLogin(m.national, m.password);
      const loanNumber = await disbursedLoan(api, { accessToken, e164: m.e164 }, await officerToken(api));
      await page.goto('/dash');
      await page.getByRole('link', { name: t(lang, 'hardship.link') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'hardship.title') })).toBeVisible();
      await expect(page.getByText(t(lang, 'hardship.none'))).toBeVisible();
      await page.getByRole('radio', { name: t(lang, 'apiHardship.kindName.RESTRUCTURE') }).check();
      await page.getByRole('textbox', { name: t(lang, 'hardship.reason') }).fill('My hours at work were cut in half.');
      await page.getByRole('textbox', { name: t(lang, 'hardship.proposedAmount') }).fill('abc');
      await page.getByRole('button', { name: t(lang, 'hardship.submit') }).click();
      // The browser lets 'abc' through (no pattern): the API's refusal beside the field, the reason kept.
      await expect(page.getByText(t(lang, 'apiHardship.proposedAmount'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: t(lang, 'hardship.reason') })).toHaveValue('My hours at work were cut in half.');
      await expect(page.getByRole('radio', { name: t(lang, 'apiHardship.kindName.RESTRUCTURE') })).toBeChecked();
      await page.getByRole('textbox', { name: t(lang, 'hardship.proposedAmount') }).fill('15,000');
      await page.getByRole('button', { name: t(lang, 'hardship.submit') }).click();
      await expect(page.getByText(t(lang, 'hardship.sent'))).toBeVisible();
      await expect(page.getByTestId('hardship-requests')).toContainText(t(lang, 'apiHardship.status.PENDING'));
      if (lang === 'fil') await expectFilipino(page);

      // Four eyes: one officer proposes, another confirms.
      for (const [staff, button, done] of [
        [OFFICER, 'hardship.console.propose', 'hardship.console.proposed'],
        [SECOND_OFFICER, 'hardship.console.confirm', 'hardship.console.checked'],
      ] as const) {
        const context = await browser.newContext({ locale: lang === 'en' ? 'en-PH' : 'fil-PH' });
        await signInAs(context, { national: staff.phoneNumber, password: staff.password });
        const staffPage = await context.newPage();
        await staffPage.goto('/officer/hardship');
        // Each opens the request's review: the new schedule is there before the decision.
        await staffPage.getByRole('row').filter({ hasText: loanNumber }).getByRole('link', { name: t(lang, 'hardship.console.review') }).click();
        await expect(staffPage.getByTestId('proposed-schedule')).toContainText('14,386.37');
        await staffPage.getByRole('button', { name: t(lang, button) }).click();
        await expect(staffPage.getByText(t(lang, done))).toBeVisible();
        await context.close();
      }

      await page.goto(`/loan/${loanNumber}/hardship`);
      await expect(page.getByTestId('hardship-requests')).toContainText(t(lang, 'apiHardship.status.APPROVED'));

      // The new schedule: PHP 150,000 over 11 months at PHP 14,386.37 beside the contract's 6 of PHP 25,750.00.
      const next = page.getByTestId('new-schedule');
      await expect(next.getByRole('heading', { name: t(lang, 'hardship.schedule.title') })).toBeVisible();
      const compare = next.getByTestId('schedule-compare');
      await expect(compare.getByRole('row', { name: t(lang, 'hardship.schedule.instalment') })).toContainText('PHP 25,750.00');
      await expect(compare.getByRole('row', { name: t(lang, 'hardship.schedule.instalment') })).toContainText('PHP 14,386.37');
      await expect(compare.getByRole('row', { name: t(lang, 'hardship.schedule.count') })).toContainText('11');
      if (lang === 'fil') await expectFilipino(page);
      // The contract's code was sent under a minute ago: a new code waits out the cool-down the page tells.
      const codeBox = page.getByRole('textbox', { name: t(lang, 'loans.signing.code') });
      await expect(async () => {
        await next.getByRole('button', { name: t(lang, 'loans.signing.send') }).click();
        await expect(codeBox).toBeVisible({ timeout: 3_000 });
      }).toPass({ intervals: [10_000], timeout: 90_000 });
      const code = await latestCode(m.e164);
      await codeBox.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: t(lang, 'hardship.schedule.sign') }).click();
      await expect(page.getByText(t(lang, 'apiAuth.wrongCode', { count: 4 }))).toBeVisible();
      await page.getByRole('textbox', { name: t(lang, 'loans.signing.code') }).fill(code);
      await page.getByRole('button', { name: t(lang, 'hardship.schedule.sign') }).click();
      await expect(page.getByText(t(lang, 'apiHardship.signed'))).toBeVisible();
      await expect(page.getByTestId('new-schedule')).toHaveCount(0);
      const versions = page.getByTestId('schedule-versions');
      await expect(versions).toContainText(t(lang, 'apiHardship.versionStatus.SIGNED'));
      await expect(versions).toContainText(t(lang, 'apiHardship.versionStatus.SUPERSEDED'));
    });
  });
}
