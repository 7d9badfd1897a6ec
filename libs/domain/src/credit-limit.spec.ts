import fc from 'fast-check';
import { CREDIT_LIMIT_RULES, affordablePrincipal, creditLimit, maxInstalmentFor, stepBpsFor, type LimitLoan } from './credit-limit';
import { DEFAULT_LOAN_SETTINGS, quoteLoan } from './loan';
import { t } from './i18n/translate';

const d = (iso: string) => new Date(`${iso}T02:00:00Z`); // 10:00 in Manila
const ASOF = d('2027-12-01');
/** PHP 100,000 a month: 40 % is PHP 40,000; over 6 months at 0.5 % that repays PHP 233,000. */
const INCOME = 10_000_000;

/** A six-instalment loan due on the 15th from January, each paid `late` days after its due date (null: unpaid). */
const loan = (loanNumber: string, amountPhp: number, state: LimitLoan['state'], late: number | null = 0): LimitLoan => ({
  loanNumber,
  amountPhp,
  state,
  instalments: [1, 2, 3, 4, 5, 6].map((m) => {
    const dueDate = `2027-${String(m).padStart(2, '0')}-15`;
    return { dueDate, paidAt: late === null ? null : new Date(d(dueDate).getTime() + late * 86_400_000) };
  }),
});

describe('creditLimit', () => {
  it('the first limit: the largest whole thousand whose six-month instalment is within 40 % of the income', () => {
    const l = creditLimit({ monthlyNetIncome: INCOME, score: 500, loans: [] }, ASOF);
    expect(l.maxInstalment).toBe(4_000_000);
    expect(l.firstLimit).toBe(23_300_000);
    expect(quoteLoan(l.firstLimit, 6, 50).instalment).toBeLessThanOrEqual(4_000_000);
    expect(quoteLoan(l.firstLimit + 100_000, 6, 50).instalment).toBeGreaterThan(4_000_000);
    expect(l.rule).toBe('NO_REPAID_LOAN');
    expect(l.offer).toBeNull();
  });

  it('a loan repaid with every instalment within the grace days raises the limit by 20 % and offers it', () => {
    const l = creditLimit({ monthlyNetIncome: INCOME, score: 500, loans: [loan('A-1', 20_000_000, 'REPAID', CREDIT_LIMIT_RULES.graceDays)] }, ASOF);
    expect(l.rule).toBe('RAISED');
    expect(l.limit).toBe(27_900_000); // 233,000 + 46,600 = 279,600, down to 279,000
    expect(l.offer).toEqual({ amountPhp: 27_900_000, installmentCount: 12, instalment: quoteLoan(27_900_000, 12, 50).instalment });
    expect(t('en', l.reason.code, l.reason.params)).toBe(
      'You repaid your last loan of PHP 200,000.00 with no instalment more than 3 days late, so your limit grew by 20% to PHP 279,000.00.',
    );
  });

  it('a late loan holds the limit; one ended in its cooling-off period counts for nothing', () => {
    const late = creditLimit({ monthlyNetIncome: INCOME, score: 500, loans: [loan('A-1', 20_000_000, 'REPAID', 4)] }, ASOF);
    expect(late.rule).toBe('HELD');
    expect(late.limit).toBe(23_300_000);
    expect(late.steps[0]).toMatchObject({ outcome: 'HELD', mostDaysLate: 4 });
    const cooled = creditLimit({ monthlyNetIncome: INCOME, score: 500, loans: [loan('A-1', 20_000_000, 'REPAID'), loan('A-2', 20_000_000, 'COOLING_OFF', null)] }, ASOF);
    expect(cooled.steps.map((s) => s.outcome)).toEqual(['RAISED', 'NOT_COUNTED']);
    expect(cooled.limit).toBe(27_900_000);
  });

  it('a default, or an instalment 90 days past due, stops offers; an open loan waits', () => {
    const defaulted = creditLimit({ monthlyNetIncome: INCOME, score: 900, loans: [loan('A-1', 20_000_000, 'REPAID'), loan('A-2', 20_000_000, 'DEFAULTED', null)] }, ASOF);
    expect([defaulted.rule, defaulted.limit, defaulted.offer]).toEqual(['DEFAULTED', null, null]);
    const longLate = creditLimit({ monthlyNetIncome: INCOME, score: 900, loans: [loan('A-1', 20_000_000, 'REPAID', 90)] }, ASOF);
    expect(longLate.rule).toBe('DEFAULTED');
    const open = creditLimit({ monthlyNetIncome: INCOME, score: 900, loans: [loan('A-1', 20_000_000, 'REPAID'), loan('A-2', 20_000_000, 'OPEN', null)] }, d('2027-01-10'));
    expect([open.rule, open.offer]).toEqual(['OPEN_LOAN', null]);
  });

  it('the score shapes the step: 30 % from 750, 10 % below 400', () => {
    expect([stepBpsFor(399), stepBpsFor(400), stepBpsFor(749), stepBpsFor(750)]).toEqual([1000, 2000, 2000, 3000]);
    const good = creditLimit({ monthlyNetIncome: INCOME, score: 800, loans: [loan('A-1', 20_000_000, 'REPAID')] }, ASOF);
    expect(good.limit).toBe(30_200_000); // 233,000 × 1.3 = 302,900
  });

  it('an income too small for the smallest loan gets no offer, in words', () => {
    const l = creditLimit({ monthlyNetIncome: 1_000_000, score: 500, loans: [loan('A-1', 15_000_000, 'REPAID', 10)] }, ASOF);
    expect([l.rule, l.offer]).toEqual(['INCOME', null]);
    expect(t('fil', l.reason.code, l.reason.params)).toContain('PHP 150,000.00');
  });

  it('an income that cannot repay the raised limit even over the longest term gets what that term allows', () => {
    const l = creditLimit({ monthlyNetIncome: 1_000_000, score: 500, loans: [loan('A-1', 15_000_000, 'REPAID')] }, ASOF);
    expect(l.limit).toBe(18_000_000); // the officer lent 150,000: the step starts from it
    expect(l.rule).toBe('REDUCED_BY_INCOME');
    expect(l.offer).toMatchObject({ amountPhp: affordablePrincipal(400_000, 48, 50), installmentCount: 48 });
  });

  it('properties: the limit never passes the product maximum, never falls with an on-time loan, and the offer fits the income', () => {
    const arbLoan = fc.record({
      amount: fc.integer({ min: 150, max: 5000 }).map((k) => k * 100_000),
      state: fc.constantFrom<LimitLoan['state']>('REPAID', 'REPAID', 'COOLING_OFF'),
      late: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 9_999_999 }).map((p) => p * 100), fc.integer({ min: 0, max: 1000 }), fc.array(arbLoan, { maxLength: 8 }), (income, score, specs) => {
        const loans = specs.map((s, i) => loan(`L-${i}`, s.amount, s.state, s.late));
        const l = creditLimit({ monthlyNetIncome: income, score, loans }, ASOF);
        expect(l.limit).not.toBeNull();
        expect(l.limit!).toBeLessThanOrEqual(DEFAULT_LOAN_SETTINGS.maxPhp);
        let previous = l.firstLimit;
        for (const s of l.steps) {
          expect(s.limitAfter).toBeGreaterThanOrEqual(s.outcome === 'RAISED' ? Math.min(previous, DEFAULT_LOAN_SETTINGS.maxPhp) : previous);
          if (s.outcome !== 'RAISED') expect(s.limitAfter).toBe(previous);
          previous = s.limitAfter;
        }
        if (l.offer) {
          expect(l.offer.amountPhp).toBeLessThanOrEqual(l.limit!);
          expect(l.offer.amountPhp).toBeGreaterThanOrEqual(DEFAULT_LOAN_SETTINGS.minPhp);
          expect(l.offer.instalment).toBeLessThanOrEqual(maxInstalmentFor(income));
          expect(l.offer.amountPhp % CREDIT_LIMIT_RULES.roundCentavos).toBe(0);
        }
      }),
    );
  });

  it('affordablePrincipal is the largest whole thousand that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom(...DEFAULT_LOAN_SETTINGS.terms), (maxInstalment, months) => {
        const p = affordablePrincipal(maxInstalment, months, 50);
        if (p > 0) expect(quoteLoan(p, months, 50).instalment).toBeLessThanOrEqual(maxInstalment);
        expect(quoteLoan(p + 100_000, months, 50).instalment).toBeGreaterThan(maxInstalment);
      }),
    );
  });
});
