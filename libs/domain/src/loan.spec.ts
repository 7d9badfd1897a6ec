import {
  DEFAULT_LOAN_SETTINGS,
  addMonthsManila,
  ageOn,
  clampAmount,
  debtServiceRatio,
  dueDates,
  formatBps,
  formatPercent,
  isOfferedTerm,
  isRealDate,
  lateCharge,
  manilaDate,
  manilaIsoDate,
  manilaMidnight,
  maskAccountNumber,
  monthlyIrr,
  presentValue,
  quoteLoan,
  type LoanQuote,
} from './loan';
import { formatCentavos } from './money';

/** NPV computed independently of the library: -principal + Σ pay_k / (1+r)^k. */
function npv(rate: number, principal: number, payments: number[]): number {
  return payments.reduce((acc, pay, i) => acc + pay / Math.pow(1 + rate, i + 1), -principal);
}

function expectConsistent(q: LoanQuote, levelRows = true): void {
  expect(q.schedule).toHaveLength(q.months);
  const sumP = q.schedule.reduce((a, r) => a + r.principal, 0);
  const sumI = q.schedule.reduce((a, r) => a + r.interest, 0);
  const sumT = q.schedule.reduce((a, r) => a + r.total, 0);
  expect(sumP).toBe(q.principal);
  expect(sumI).toBe(q.totalInterest);
  expect(sumT).toBe(q.totalRepay);
  expect(q.totalRepay).toBe(q.principal + q.totalInterest);
  expect(q.instalment).toBe(q.monthlyPrincipal + q.monthlyInterest);
  q.schedule.forEach((r, i) => {
    expect(r.number).toBe(i + 1);
    expect(Number.isSafeInteger(r.principal) && r.principal >= 0).toBe(true);
    expect(Number.isSafeInteger(r.interest) && r.interest >= 0).toBe(true);
    expect(r.total).toBe(r.principal + r.interest);
    if (!levelRows) {
      expect(r.principal).toBeLessThanOrEqual(q.monthlyPrincipal);
    } else if (i < q.months - 1) {
      expect(r.principal).toBe(q.monthlyPrincipal);
      expect(r.interest).toBe(q.monthlyInterest);
    } else {
      expect(r.principal).toBeLessThanOrEqual(q.monthlyPrincipal);
      expect(r.interest).toBeLessThanOrEqual(q.monthlyInterest);
    }
  });
  expect(Math.abs(npv(q.eirMonthly, q.principal, q.schedule.map((r) => r.total)))).toBeLessThan(1e-3);
  expect(q.eirYearly).toBeCloseTo(q.eirMonthly * 12, 12);
}

describe('quoteLoan golden cases (docs/product.md §7)', () => {
  it('PHP 150,000 over 6 months at 0.5 %/month', () => {
    const q = quoteLoan(15_000_000, 6, 50);
    expect(formatCentavos(q.monthlyPrincipal)).toBe('25,000.00');
    expect(formatCentavos(q.monthlyInterest)).toBe('750.00');
    expect(formatCentavos(q.instalment)).toBe('25,750.00');
    expect(formatCentavos(q.totalInterest)).toBe('4,500.00');
    expect(formatCentavos(q.totalRepay)).toBe('154,500.00');
    expect(q.schedule.every((r) => r.total === 2_575_000)).toBe(true);
    expect(q.eirMonthly).toBeGreaterThan(0.0084);
    expect(q.eirMonthly).toBeLessThan(0.0086);
    expect(formatPercent(q.eirMonthly)).toBe('0.85%');
    expect(formatPercent(q.eirYearly, 1)).toBe('10.2%');
    expectConsistent(q);
  });

  it('PHP 150,000 over 12 months -> instalment 13,250.00', () => {
    const q = quoteLoan(15_000_000, 12, 50);
    expect(formatCentavos(q.monthlyPrincipal)).toBe('12,500.00');
    expect(formatCentavos(q.instalment)).toBe('13,250.00');
    expect(formatCentavos(q.totalInterest)).toBe('9,000.00');
    expect(formatCentavos(q.totalRepay)).toBe('159,000.00');
    // A longer term at the same add-on rate has a higher effective rate.
    expect(q.eirMonthly).toBeGreaterThan(quoteLoan(15_000_000, 6, 50).eirMonthly);
    expectConsistent(q);
  });

  it('150,000.01 over 7 months: ceilings and last-row remainder', () => {
    const q = quoteLoan(15_000_001, 7, 50);
    expect(q.monthlyPrincipal).toBe(2_142_858); // ceil(15,000,001 / 7)
    expect(q.monthlyInterest).toBe(75_001); // ceil(75,000.005)
    expect(q.totalInterest).toBe(525_001); // ceil(525,000.035)
    const last = q.schedule[6];
    expect(last.principal).toBe(15_000_001 - 6 * 2_142_858);
    expect(last.interest).toBe(525_001 - 6 * 75_001);
    expect(last.principal).toBe(2_142_853);
    expect(last.interest).toBe(74_995);
    expectConsistent(q);
  });

  it('1,000,000 over 36 months', () => {
    const q = quoteLoan(100_000_000, 36, 50);
    expect(q.monthlyPrincipal).toBe(2_777_778);
    expect(q.monthlyInterest).toBe(500_000);
    expect(q.instalment).toBe(3_277_778);
    expect(q.totalInterest).toBe(18_000_000);
    expect(q.totalRepay).toBe(118_000_000);
    expect(q.schedule[35].principal).toBe(100_000_000 - 35 * 2_777_778);
    expect(q.schedule[35].interest).toBe(500_000);
    expectConsistent(q);
  });

  it('maximum amount over 48 months stays exact', () => {
    const q = quoteLoan(DEFAULT_LOAN_SETTINGS.maxPhp, 48, 50);
    expect(q.totalInterest).toBe(120_000_000);
    expectConsistent(q);
  });

  it('holds the invariants for many amounts, terms and rates', () => {
    let seed = 42;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 300; i++) {
      const principal = 1_000_000 + (next() % 500_000_000);
      const months = [1, 2, 3, 5, 6, 7, 11, 12, 24, 36, 48][next() % 11];
      const bps = [0, 1, 33, 50, 75, 100, 250][next() % 7];
      expectConsistent(quoteLoan(principal, months, bps));
    }
  });

  it('keeps rows non-negative even for tiny principals', () => {
    expectConsistent(quoteLoan(1, 7, 50), false);
    expectConsistent(quoteLoan(5, 48, 1), false);
    expectConsistent(quoteLoan(1000, 48, 1), false);
  });

  it('has zero interest and zero EIR at 0 bps', () => {
    const q = quoteLoan(15_000_000, 6, 0);
    expect(q.totalInterest).toBe(0);
    expect(q.eirMonthly).toBe(0);
  });

  it('refuses invalid inputs', () => {
    expect(() => quoteLoan(0, 6, 50)).toThrow(RangeError);
    expect(() => quoteLoan(-1, 6, 50)).toThrow(RangeError);
    expect(() => quoteLoan(150.5, 6, 50)).toThrow(RangeError);
    expect(() => quoteLoan(15_000_000, 0, 50)).toThrow(RangeError);
    expect(() => quoteLoan(15_000_000, 6.5, 50)).toThrow(RangeError);
    expect(() => quoteLoan(15_000_000, 6, -1)).toThrow(RangeError);
    expect(() => quoteLoan(15_000_000, 6, 0.5)).toThrow(RangeError);
  });
});

describe('monthlyIrr', () => {
  it('solves simple cases exactly', () => {
    expect(monthlyIrr(100, [110])).toBeCloseTo(0.1, 10);
    expect(monthlyIrr(100, [50, 50])).toBe(0);
    expect(monthlyIrr(100, [0, 121])).toBeCloseTo(0.1, 10);
    expect(monthlyIrr(100, [90])).toBeCloseTo(-0.1, 10);
  });

  it('recovers the rate of a level annuity', () => {
    for (const r of [0.001, 0.005, 0.01, 0.03, 0.25]) {
      const n = 24;
      const principal = 1_000_000;
      const pay = (principal * r) / (1 - Math.pow(1 + r, -n));
      expect(monthlyIrr(principal, Array(n).fill(pay))).toBeCloseTo(r, 9);
    }
  });

  it('makes the NPV zero (checked by an independent NPV)', () => {
    const payments = [2_575_000, 2_575_000, 2_575_000, 2_575_000, 2_575_000, 2_575_000];
    const r = monthlyIrr(15_000_000, payments);
    expect(Math.abs(npv(r, 15_000_000, payments))).toBeLessThan(1e-4);
    expect(npv(r + 1e-6, 15_000_000, payments)).toBeLessThan(0);
    expect(npv(r - 1e-6, 15_000_000, payments)).toBeGreaterThan(0);
    expect(presentValue(r, payments)).toBeCloseTo(15_000_000, 3);
  });

  it('refuses impossible cash flows', () => {
    expect(() => monthlyIrr(0, [1])).toThrow(RangeError);
    expect(() => monthlyIrr(100, [])).toThrow(RangeError);
    expect(() => monthlyIrr(100, [0, 0])).toThrow(RangeError);
    expect(() => monthlyIrr(100, [-1, 200])).toThrow(RangeError);
  });
});

describe('settings helpers', () => {
  it('has the product defaults', () => {
    expect(DEFAULT_LOAN_SETTINGS).toEqual({
      minPhp: 15_000_000,
      maxPhp: 500_000_000,
      monthlyRateBps: 50,
      terms: [6, 12, 24, 36, 48],
      defaultTerm: 6,
    });
    expect(isOfferedTerm(6)).toBe(true);
    expect(isOfferedTerm(7)).toBe(false);
  });

  it('clampAmount raises to the minimum and lowers to the maximum', () => {
    expect(clampAmount(100, DEFAULT_LOAN_SETTINGS)).toBe(15_000_000);
    expect(clampAmount(15_000_000, DEFAULT_LOAN_SETTINGS)).toBe(15_000_000);
    expect(clampAmount(20_000_050, DEFAULT_LOAN_SETTINGS)).toBe(20_000_050);
    expect(clampAmount(500_000_001, DEFAULT_LOAN_SETTINGS)).toBe(500_000_000);
  });

  it('formats percents and basis points', () => {
    expect(formatPercent(0.1019)).toBe('10.19%');
    expect(formatPercent(0.005, 1)).toBe('0.5%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.00001)).toBe('0.00%');
    expect(formatBps(50)).toBe('0.5%');
    expect(formatBps(125)).toBe('1.25%');
    expect(formatBps(100)).toBe('1%');
  });

  it('computes the debt-service ratio', () => {
    expect(debtServiceRatio(2_575_000, 5_150_000)).toBe(0.5);
    expect(debtServiceRatio(2_575_000, 0)).toBeNull();
  });

  it('computes capped late charges', () => {
    expect(lateCharge(2_575_000, 1)).toBe(25_750);
    expect(lateCharge(2_575_001, 1)).toBe(25_751);
    expect(lateCharge(2_575_000, 3, 100, 200)).toBe(51_500);
    expect(lateCharge(2_575_000, 0)).toBe(0);
  });
});

describe('Manila dates', () => {
  it('reads the calendar date in Manila (UTC+8)', () => {
    expect(manilaIsoDate(new Date('2026-03-14T15:59:59Z'))).toBe('2026-03-14');
    expect(manilaIsoDate(new Date('2026-03-14T16:00:00Z'))).toBe('2026-03-15');
    expect(manilaDate(new Date('2025-12-31T16:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
    expect(manilaMidnight({ year: 2026, month: 3, day: 15 }).toISOString()).toBe('2026-03-14T16:00:00.000Z');
  });

  it('addMonthsManila keeps the Manila time of day and clamps to month end', () => {
    expect(addMonthsManila(new Date('2026-01-15T02:00:00Z'), 1).toISOString()).toBe('2026-02-15T02:00:00.000Z');
    // Jan 31 10:00 Manila + 1 month = Feb 28 10:00 Manila (2026 is not a leap year)
    expect(addMonthsManila(new Date('2026-01-31T02:00:00Z'), 1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    expect(addMonthsManila(new Date('2028-01-31T02:00:00Z'), 1).toISOString()).toBe('2028-02-29T02:00:00.000Z');
    // 2026-01-31T16:30Z is Feb 1 00:30 in Manila: + 1 month is Mar 1 00:30 Manila
    expect(addMonthsManila(new Date('2026-01-31T16:30:00Z'), 1).toISOString()).toBe('2026-02-28T16:30:00.000Z');
    expect(addMonthsManila(new Date('2026-11-30T02:00:00Z'), 3).toISOString()).toBe('2027-02-28T02:00:00.000Z');
    expect(addMonthsManila(new Date('2026-03-31T02:00:00Z'), -1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    expect(addMonthsManila(new Date('2026-03-15T02:00:00Z'), 48).toISOString()).toBe('2030-03-15T02:00:00.000Z');
  });

  it('dueDates gives one date a month from the start', () => {
    const d = dueDates(new Date('2026-01-31T02:00:00Z'), 3).map(manilaIsoDate);
    expect(d).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('checks real calendar dates', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2026, 4, 31)).toBe(false);
    expect(isRealDate(2026, 13, 1)).toBe(false);
    expect(isRealDate(2026, 1, 0)).toBe(false);
  });

  it('computes ages on the Manila date', () => {
    const birth = { year: 2008, month: 3, day: 15 };
    expect(ageOn(birth, new Date('2026-03-14T15:59:59Z'))).toBe(17);
    expect(ageOn(birth, new Date('2026-03-14T16:00:00Z'))).toBe(18);
    const leap = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leap, new Date('2026-02-28T04:00:00Z'))).toBe(17);
    expect(ageOn(leap, new Date('2026-03-01T04:00:00Z'))).toBe(18);
  });
});

describe('maskAccountNumber', () => {
  it('shows four dots then the last 4 letters or digits, never more than half', () => {
    expect(maskAccountNumber('1234567890')).toBe('••••7890');
    expect(maskAccountNumber('09171234567')).toBe('••••4567');
    expect(maskAccountNumber(' AB-123456 ')).toBe('••••3456');
    expect(maskAccountNumber('1234-5678 9')).toBe('••••6789');
    // A short number shows at most half of itself.
    expect(maskAccountNumber('1234')).toBe('••••34');
    expect(maskAccountNumber('12')).toBe('••••2');
  });
});
