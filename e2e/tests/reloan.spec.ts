// The borrower's next loan (docs/credit-limits.md), with JavaScript on and off (see
// playwright.config.ts), in English and in Filipino: after a PHP 150,000 loan is paid off with
// nothing late, the dashboard offers PHP 180,000 (the loan repaid, raised by 20 %) with the reason in
// words; the member applies with it from the dashboard, without new documents, through the confirm
// page. Loans are set up through the API.
import { randomUUID } from 'node:crypto';
import { formatCentavos, t, type Language } from '@halimbawa/domain';
import { disbursedLoan, officerToken } from '@halimbawa/testing';
import { expect, test } from './fixtures';
import { expectFilipino } from './filipino';
import { api, apiLogin } from './support';

const RAISED = { previous: 'PHP 150,000.00', graceDays: 3, step: '20%', amount: 'PHP 180,000.00' };

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
      expect(limit.offer.amount).toBe(18_000_000);
      await page.goto('/dash');
      const offer = page.getByTestId('reloan-offer');
      await expect(offer.getByRole('heading', { name: t(lang, 'apiCreditLimit.card.title') })).toBeVisible();
      await expect(offer.getByTestId('reloan-amount')).toHaveText(t(lang, 'apiCreditLimit.card.amount', { amount: 'PHP 180,000.00' }));
      await expect(offer.getByTestId('reloan-reason')).toHaveText(t(lang, 'apiCreditLimit.rule.RAISED', RAISED));
      const term = { count: limit.offer.installmentCount, instalment: `PHP ${formatCentavos(limit.offer.instalment)}` };
      await expect(offer.getByText(t(lang, 'apiCreditLimit.card.term', term))).toBeVisible();
      if (lang === 'fil') await expectFilipino(page);

      await offer.getByRole('checkbox', { name: t(lang, 'loans.apply.agree') }).check();
      await offer.getByRole('button', { name: t(lang, 'apiCreditLimit.card.apply', { amount: 'PHP 180,000.00' }) }).click();
      await expect(page).toHaveURL(/\/dash\/confirm\?/);
      await expect(page.getByTestId('confirm-reloan')).toHaveText(t(lang, 'apiCreditLimit.card.noDocuments'));
      await expect(page.getByTestId('confirm-amount')).toHaveText('PHP 180,000.00');
      if (lang === 'fil') await expectFilipino(page);
      await page.getByRole('button', { name: t(lang, 'loans.confirm.submit') }).click();

      await expect(page).toHaveURL(/\/dash\/submitted/);
      await expect(page.getByText(t(lang, 'loan.submitted'))).toBeVisible();
      const current = await api.call<{ loan: { status: string; amount: number; installmentCount: number } }>('GET', '/loan/current', { token: accessToken });
      expect(current.loan).toMatchObject({ status: 'PENDING_REVIEW', amount: 18_000_000, installmentCount: limit.offer.installmentCount });
    });
  });
}
