// The web's side of the borrower-experience defects: the agreement as a link (4), where
// the focus goes after a post (3), what happens next with the identity check (8), and the
// calculator's currencies (9).
import { DEFAULT_LOAN_SETTINGS, MESSAGES, sectionTexts } from '@halimbawa/domain';
import { describe, expect, it } from '@jest/globals';
import { kycNextStep } from '~/features/activation/kyc-status';
import { calculatorTexts, computeCalculator } from '~/features/calculator/calculator';
import { PHP_CURRENCY, applicationTexts } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';
import { answerSelectors } from '~/lib/answer';

const USD: CurrencyOption = { currencyCode: 'USD', currencyName: 'US Dollar', currencySymbol: '$', countryName: 'United States', rate: '0.0172', phpPerUnit: '58.1395' };

describe('answerSelectors (defect 3: the focus goes where the answer is)', () => {
  it('prefers a field in error, then an alert, then the anchor the redirect named, then the notices', () => {
    expect(answerSelectors('#sign')).toEqual(['main [aria-invalid="true"]', 'main [role="alert"]', '#sign', '#notices']);
    expect(answerSelectors('')).toEqual(['main [aria-invalid="true"]', 'main [role="alert"]', '#notices']);
  });

  it('never turns an odd hash into a selector', () => {
    expect(answerSelectors('#a,b')).not.toContain('#a,b');
    expect(answerSelectors('#1x')).not.toContain('#1x');
  });
});

describe('kycNextStep (defect 8: what happens next on /dash)', () => {
  it('pending: a loan officer checks; an approval waits for it', () => {
    const next = kycNextStep({ status: 'PENDING', resubmitStep: null }, 'en');
    expect(next.text).toMatch(/loan officer checks your ID and selfie/);
    expect(next.text).toMatch(/only be approved once your identity is verified/);
    expect(next.action).toBeNull();
  });

  it('rejected: back to the step to correct', () => {
    expect(kycNextStep({ status: 'REJECTED', resubmitStep: 'IDENTITY_INFO' }, 'en').action).toEqual({ label: 'Correct my information', to: '/activate/identity' });
    expect(kycNextStep({ status: 'REJECTED', resubmitStep: null }, 'en').action?.to).toBe('/activate');
  });

  it('verified: apply', () => {
    expect(kycNextStep({ status: 'VERIFIED', resubmitStep: null }, 'en').text).toMatch(/^You can apply for a loan\./);
  });

  it('speaks the page\'s language', () => {
    const rejected = kycNextStep({ status: 'REJECTED', resubmitStep: 'BANK_INFO' }, 'fil');
    expect(rejected.action).toEqual({ label: 'Itama ang aking impormasyon', to: '/activate/bank' });
    expect(kycNextStep({ status: 'PENDING', resubmitStep: null }, 'fil').text).toMatch(/^Sinusuri ng loan officer/);
  });
});

describe('computeCalculator (defect 9: the currencies /dash offers)', () => {
  const settings = DEFAULT_LOAN_SETTINGS;

  it('quotes a foreign amount in PHP at the shown rate, with the limits in that currency', () => {
    const s = computeCalculator({ amount: '3,000', currency: 'USD', installmentCount: '6' }, settings, [PHP_CURRENCY, USD], applicationTexts());
    expect(s).toMatchObject({ currency: 'USD', phpPerUnit: '58.1395', amount: 300_000, principal: 17_441_860, error: null, note: null });
    expect(s.minAmount).toBe(258_000); // PHP 150,000 × 0.0172
    expect(s.quote.principal).toBe(17_441_860);
  });

  it('shows the rate the arithmetic divides by, so the PHP figure is the amount divided by what is shown', () => {
    const s = computeCalculator({ amount: '3,000', currency: 'USD', installmentCount: '6' }, settings, [PHP_CURRENCY, USD], applicationTexts());
    const texts = calculatorTexts(s, sectionTexts('en', 'calculatorFigure'));
    expect(texts.rateOfPhp).toBe('In PHP (1 PHP = 0.0172 USD)');
    expect(texts.amountPhp).toBe('PHP 174,418.60');
    const shown = Number(/= ([0-9.]+) USD/.exec(texts.rateOfPhp)![1]);
    expect(Math.round((3000 / shown) * 100)).toBe(17_441_860);
  });

  it('raises an amount below the minimum in the chosen currency, with a note', () => {
    const s = computeCalculator({ amount: '100', currency: 'USD' }, settings, [PHP_CURRENCY, USD], applicationTexts());
    expect(s).toMatchObject({ amountText: '2,580.00', amount: 258_000 });
    expect(s.note).toMatch(/^The minimum loan is USD 2,580\.00/);
  });

  it('keeps PHP as before, and PHP for an unknown currency', () => {
    expect(computeCalculator({ amount: '150000', currency: 'PHP', installmentCount: '6' }, settings, [PHP_CURRENCY, USD], applicationTexts()).quote.instalment).toBe(2_575_000);
    expect(computeCalculator({ amount: '150000', currency: 'XYZ' }, settings, [PHP_CURRENCY], applicationTexts()).currency).toBe('PHP');
    expect(computeCalculator({ amount: 'abc' }, settings, [PHP_CURRENCY], applicationTexts()).error).toBe(MESSAGES.amount);
  });
});
