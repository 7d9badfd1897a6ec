import fc from 'fast-check';
import type { Language } from './i18n';
import { DEFAULT_LOAN_SETTINGS, quoteLoan } from './loan';
import { LOAN_MESSAGES, atLimit, limitNote, priceLoan } from './loan-application';
import { formatCentavos } from './money';

const S = DEFAULT_LOAN_SETTINGS;

describe('priceLoan', () => {
  it('PHP 150,000 over 6 months: 25,750.00 a month, not clamped', () => {
    const p = priceLoan(15_000_000, '1', 6, S);
    expect(p).toMatchObject({ amount: 15_000_000, amountPhp: 15_000_000, clamped: false, limit: null, minAmount: 15_000_000, maxAmount: 500_000_000 });
    expect(p.quote).toEqual(quoteLoan(15_000_000, 6, 50));
    expect(formatCentavos(p.quote.instalment)).toBe('25,750.00');
    expect(p.quote.totalRepay).toBe(15_450_000);
  });

  it('raises to the minimum and lowers to the maximum, compared in PHP', () => {
    expect(priceLoan(100, '1', 6, S)).toMatchObject({ amount: 15_000_000, amountPhp: 15_000_000, clamped: true, limit: 'MINIMUM' });
    expect(priceLoan(0, '1', 6, S)).toMatchObject({ amount: 15_000_000, amountPhp: 15_000_000, clamped: true, limit: 'MINIMUM' });
    expect(priceLoan(900_000_000, '1', 6, S)).toMatchObject({ amount: 500_000_000, amountPhp: 500_000_000, clamped: true, limit: 'MAXIMUM' });
    expect(priceLoan(500_000_000, '1', 6, S)).toMatchObject({ clamped: false, limit: null });
  });

  it('converts a foreign currency: PHP = amount / rate (half up), bounds = PHP bounds × rate', () => {
    const p = priceLoan(300_000, '0.0172', 6, S);
    expect(p).toMatchObject({ amount: 300_000, amountPhp: 17_441_860, clamped: false, limit: null, minAmount: 258_000, maxAmount: 8_600_000 });
    expect(p.quote.principal).toBe(17_441_860);
    expect(priceLoan(10_000, '0.0172', 6, S)).toMatchObject({ amount: 258_000, amountPhp: 15_000_000, clamped: true, limit: 'MINIMUM' });
  });

  it('an amount that rounds a centavo short of the minimum in PHP is raised there, the amount in the currency unchanged', () => {
    // 258,555 / 0.01723701 = PHP 149,999.91; the minimum × rate rounds back to 258,555.
    expect(priceLoan(258_555, '0.01723701', 6, S)).toMatchObject({ amount: 258_555, amountPhp: S.minPhp, clamped: false, limit: 'MINIMUM' });
  });

  it('lowers to the maximum an amount the rate cannot convert', () => {
    const huge = priceLoan(Number.MAX_SAFE_INTEGER, '0.0172', 6, S);
    expect(huge).toMatchObject({ amount: 8_600_000, amountPhp: S.maxPhp, clamped: true, limit: 'MAXIMUM' });
    // Not a rate at all: the figures stay in PHP.
    expect(priceLoan(300_000, 'abc', 6, S)).toMatchObject({ amount: S.maxPhp, amountPhp: S.maxPhp, limit: 'MAXIMUM', minAmount: S.minPhp, maxAmount: S.maxPhp });
  });

  it('without an amount, quotes the minimum', () => {
    const p = priceLoan(null, '0.0172', 12, S);
    expect(p).toMatchObject({ amount: 258_000, amountPhp: S.minPhp, clamped: false, limit: null });
    expect(p.quote).toEqual(quoteLoan(S.minPhp, 12, 50));
  });
});

describe('limitNote', () => {
  it('names the limit used, with its PHP figure for a foreign currency', () => {
    expect(limitNote('PHP', priceLoan(100, '1', 6, S))).toBe('The minimum loan is PHP 150,000.00, so the figures use that amount.');
    expect(limitNote('PHP', priceLoan(900_000_000, '1', 6, S))).toBe('The maximum loan is PHP 5,000,000.00, so the figures use that amount.');
    expect(limitNote('USD', priceLoan(10_000, '0.0172', 6, S))).toBe('The minimum loan is USD 2,580.00 (PHP 150,000.00), so the figures use that amount.');
    expect(limitNote('USD', priceLoan(Number.MAX_SAFE_INTEGER, '0.0172', 6, S))).toBe(
      'The maximum loan is USD 86,000.00 (PHP 5,000,000.00), so the figures use that amount.',
    );
  });

  it('says nothing within the limits or without an amount', () => {
    expect(limitNote('USD', priceLoan(300_000, '0.0172', 6, S))).toBeNull();
    expect(limitNote('PHP', priceLoan(null, '1', 6, S))).toBeNull();
  });
});

describe('LOAN_MESSAGES', () => {
  it('holds each text once', () => {
    const texts = Object.values(LOAN_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('atLimit', () => {
  it('says what priceLoan says of an amount beyond each limit, in any currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4)), fc.constantFrom<Language>('en', 'fil'), (rate, lang) => {
        for (const [limit, amount] of [['MINIMUM', 1], ['MAXIMUM', Number.MAX_SAFE_INTEGER]] as const) {
          expect(limitNote('USD', atLimit(limit, rate, S), lang)).toBe(limitNote('USD', priceLoan(amount, rate, S.defaultTerm, S), lang));
        }
      }),
    );
  });
});
