import { DEFAULT_LOAN_SETTINGS, LOAN_STATUSES, canTransitionLoan, quoteLoan } from '@halimbawa/domain';
import {
  rejectReason,
  REJECT_REASON_CODES,
  assertTransition,
  autoApprovable,
  cancellationOption,
  cancellationTerms,
  checkApproval,
  contractText,
  formatLoanNumber,
  isRejectReasonCode,
  lateChargeTerms,
  prescreen,
  scheduleRowStatus,
} from './loan.rules';

const S = DEFAULT_LOAN_SETTINGS;

describe('checkApproval', () => {
  const loan = {
    appliedAmount: 30_000_000,
    appliedAmountPhp: 30_000_000,
    appliedInstallmentCount: 12,
    amount: 30_000_000,
    amountPhp: 30_000_000,
    installmentCount: 12,
    exchangeRate: '1',
  };

  it('keeps the applied figures when nothing is asked', () => {
    expect(checkApproval(loan, {}, S)).toEqual({ ok: true, amount: 30_000_000, amountPhp: 30_000_000, months: 12 });
  });

  it('allows less and shorter, never more, longer, unoffered or below the minimum', () => {
    expect(checkApproval(loan, { amount: 20_000_000, installmentCount: 6 }, S)).toEqual({ ok: true, amount: 20_000_000, amountPhp: 20_000_000, months: 6 });
    expect(checkApproval(loan, { amount: 30_000_001 }, S)).toMatchObject({ ok: false, errors: { amount: { code: 'loan.approvedAmount' } } });
    expect(checkApproval(loan, { amount: 14_999_999 }, S)).toMatchObject({ ok: false, errors: { amount: { code: 'loan.approvedAmount' } } });
    expect(checkApproval(loan, { installmentCount: 24 }, S)).toMatchObject({ ok: false, errors: { installmentCount: { code: 'loan.approvedTerm' } } });
    expect(checkApproval(loan, { installmentCount: 7 }, S)).toMatchObject({ ok: false, errors: { installmentCount: { code: 'loan.approvedTerm' } } });
  });

  it("converts a lower foreign amount at the loan's own rate", () => {
    const usd = { ...loan, appliedAmount: 600_000, appliedAmountPhp: 34_883_721, amount: 600_000, amountPhp: 34_883_721, exchangeRate: '0.0172' };
    expect(checkApproval(usd, { amount: 300_000 }, S)).toEqual({ ok: true, amount: 300_000, amountPhp: 17_441_860, months: 12 });
  });
});

describe('prescreen', () => {
  const now = new Date('2026-05-14T02:00:00Z');

  it('computes age on the Manila date, the DSR and keeps the KYC status', () => {
    const p = prescreen({ birthDate: '1990-03-07', kycStatus: 'VERIFIED', instalment: 2_575_000, monthlyNetIncome: 3_500_000, now });
    expect(p).toEqual({
      age: 36,
      ageInRange: true,
      kycStatus: 'VERIFIED',
      dsr: 0.735714,
      monthlyNetIncome: 3_500_000,
      instalment: 2_575_000,
      computedAt: now.toISOString(),
    });
  });

  it('marks ages out of range and no income', () => {
    expect(prescreen({ birthDate: '2010-01-01', kycStatus: null, instalment: 1, monthlyNetIncome: 0, now })).toMatchObject({ age: 16, ageInRange: false, dsr: null });
    expect(prescreen({ birthDate: '1940-01-01', kycStatus: 'PENDING', instalment: 1, monthlyNetIncome: 1, now })).toMatchObject({ age: 86, ageInRange: false });
    expect(prescreen({ birthDate: null, kycStatus: null, instalment: 1, monthlyNetIncome: 1, now })).toMatchObject({ age: null, ageInRange: false });
  });

  it('auto-approves only a verified member of age with a DSR under the maximum', () => {
    const p = prescreen({ birthDate: '1990-03-07', kycStatus: 'VERIFIED', instalment: 1_000_000, monthlyNetIncome: 3_500_000, now });
    expect(autoApprovable({ kycStatusNow: 'VERIFIED', prescreen: p, maxDsr: 0.4 })).toBe(true);
    expect(autoApprovable({ kycStatusNow: 'PENDING', prescreen: p, maxDsr: 0.4 })).toBe(false);
    expect(autoApprovable({ kycStatusNow: 'VERIFIED', prescreen: p, maxDsr: 0.2 })).toBe(false);
    expect(autoApprovable({ kycStatusNow: 'VERIFIED', prescreen: { ...p, ageInRange: false }, maxDsr: 0.4 })).toBe(false);
  });
});

describe('loan numbers', () => {
  it("'<SHORT>-<Manila year>-<6 digits>'", () => {
    expect(formatLoanNumber('HLC', new Date('2026-05-14T00:00:00Z'), 123)).toBe('HLC-2026-000123');
    // 31 Dec 2026 17:00 UTC is already 1 Jan 2027 in Manila.
    expect(formatLoanNumber('hlc', new Date('2026-12-31T17:00:00Z'), 1)).toBe('HLC-2027-000001');
    expect(formatLoanNumber('A&B Lending', new Date('2026-05-14T00:00:00Z'), 1_234_567)).toBe('ABLENDING-2026-1234567');
  });
});

describe('transitions and cancellation', () => {
  it('refuses every move the domain table refuses', () => {
    for (const from of LOAN_STATUSES) {
      for (const to of LOAN_STATUSES) {
        if (canTransitionLoan(from, to)) expect(() => assertTransition(from, to)).not.toThrow();
        else expect(() => assertTransition(from, to)).toThrow(/not allowed/);
      }
    }
  });

  const signedAt = new Date('2026-05-10T00:00:00Z');
  const at = (h: number) => new Date(signedAt.getTime() + h * 3600_000);

  it('is free before disbursement, cooling-off for 72 hours after signing, then refused', () => {
    for (const status of ['PENDING_REVIEW', 'APPROVED', 'CONTRACT_SIGNED'] as const) {
      expect(cancellationOption({ status, signedAt: null }, at(500), 3, false)).toBe('FREE');
    }
    expect(cancellationOption({ status: 'DISBURSED', signedAt }, at(71.9), 3, false)).toBe('COOLING_OFF');
    expect(cancellationOption({ status: 'DISBURSED', signedAt }, at(72), 3, false)).toBeNull();
    expect(cancellationOption({ status: 'DISBURSED', signedAt }, at(1), 3, true)).toBeNull();
    for (const status of ['REJECTED', 'CANCELLED', 'PAID_OFF', 'OVERDUE', 'DEFAULTED'] as const) {
      expect(cancellationOption({ status, signedAt }, at(1), 3, false)).toBeNull();
    }
  });

  it('schedule rows: scheduled, partial, due from their date (Manila), overdue, paid (a rebate counts), cancelled', () => {
    const row = { dueDate: '2026-06-10', total: 100, paidPrincipal: 0, paidInterest: 0, lateCharge: 0, paidLateCharge: 0, rebatedInterest: 0, overdueAt: null };
    const open = { status: 'DISBURSED' as const, closureReason: null };
    expect(scheduleRowStatus(row, open, new Date('2026-06-09T15:59:00Z'))).toBe('SCHEDULED');
    expect(scheduleRowStatus(row, open, new Date('2026-06-09T16:00:00Z'))).toBe('DUE');
    expect(scheduleRowStatus({ ...row, paidPrincipal: 60, paidInterest: 40 }, open, new Date('2026-06-20T00:00:00Z'))).toBe('PAID');
    expect(scheduleRowStatus(row, { status: 'PAID_OFF', closureReason: 'COOLING_OFF' }, new Date('2026-06-20T00:00:00Z'))).toBe('CANCELLED');
    expect(scheduleRowStatus({ ...row, dueDate: null }, { status: 'CANCELLED', closureReason: 'MEMBER_CANCELLED' }, new Date())).toBe('CANCELLED');
    expect(scheduleRowStatus({ ...row, paidPrincipal: 30 }, open, new Date('2026-06-01T00:00:00Z'))).toBe('PARTIAL');
    const overdue = { ...row, overdueAt: new Date('2026-06-13T00:00:00Z'), lateCharge: 1 };
    expect(scheduleRowStatus(overdue, open, new Date('2026-06-14T00:00:00Z'))).toBe('OVERDUE');
    expect(scheduleRowStatus({ ...overdue, paidPrincipal: 60, paidInterest: 40 }, open, new Date('2026-06-14T00:00:00Z'))).toBe('OVERDUE');
    expect(scheduleRowStatus({ ...overdue, paidPrincipal: 60, paidInterest: 40, paidLateCharge: 1 }, open, new Date('2026-06-14T00:00:00Z'))).toBe('PAID');
    expect(scheduleRowStatus({ ...row, paidPrincipal: 60, paidInterest: 10, rebatedInterest: 30 }, open, new Date('2026-06-01T00:00:00Z'))).toBe('PAID');
  });
});

describe('reasons and texts', () => {
  it('has words for every reject reason, and recognises only the listed codes', () => {
    for (const code of REJECT_REASON_CODES) for (const lang of ['en', 'fil'] as const) expect(rejectReason(code, lang)).toMatch(/\.$/);
    expect(rejectReason('HIGH_DSR', 'fil')).not.toBe(rejectReason('HIGH_DSR', 'en'));
    expect(isRejectReasonCode('HIGH_DSR')).toBe(true);
    expect(isRejectReasonCode('Pay PHP 5,000 to unlock')).toBe(false);
  });

  it('states the grace period, the capped late charge and the cancellation rights', () => {
    expect(lateChargeTerms(100, 3, 'en')).toBe(
      'No late charge during a grace period of 3 days after a due date. After that, a late charge of at most 1% per month of the overdue amount, that is at most PHP 10.00 a month for each PHP 1,000.00 overdue. No other fees.',
    );
    // The configured cap itself, never 'as configured'.
    expect(lateChargeTerms(250, 3, 'en')).toContain('at most 2.5% per month of the overdue amount, that is at most PHP 25.00 a month for each PHP 1,000.00 overdue.');
    expect(lateChargeTerms(100, 3, 'en')).not.toContain('as configured');
    expect(cancellationTerms(3, 'en')).toContain('cancel for free at any time before the money is credited');
  });

  /** The contract of a 6-month loan of `principal` PHP centavos (applied for in PHP unless told). */
  const contractOf = (principal: number, applied: { currency: string; amount: number; exchangeRate: string } = { currency: 'PHP', amount: principal, exchangeRate: '1' }) => {
    const q = quoteLoan(principal, 6, 50);
    return contractText({
      loanNumber: 'HLC-2026-000001',
      company: { name: 'Halimbawa Lending Corporation', address: 'Makati', secRegistrationNumber: 'CS1', certificateOfAuthorityNumber: 'CA1' },
      borrower: { fullName: 'Maria Clara Santos', phoneNumberMasked: '+63917*****67' },
      ...applied,
      amountPhp: q.principal,
      installmentCount: 6,
      monthlyRateBps: 50,
      instalment: q.instalment,
      totalInterest: q.totalInterest,
      totalRepay: q.totalRepay,
      eirMonthly: q.eirMonthly,
      eirYearly: q.eirYearly,
      lateChargeBpsPerMonth: 100,
      graceDays: 3,
      coolingOffDays: 3,
    }, 'en').join('\n');
  };

  it('the contract states the rate one way, as every page does, and as the arithmetic uses it: 1 PHP = 0.0172 USD', () => {
    const text = contractOf(17_441_860, { currency: 'USD', amount: 300_000, exchangeRate: '0.0172' });
    expect(text).toContain('(applied for as USD 3,000.00 at 1 PHP = 0.0172 USD)');
    expect(text).not.toContain('per 1 PHP');
  });

  it('the contract states the figures and never asks for a payment to release the money', () => {
    const text = contractOf(15_000_000);
    expect(text).toContain('PHP 150,000.00');
    expect(text).toContain('PHP 4,500.00');
    expect(text).toContain('6 monthly instalments of PHP 25,750.00');
    expect(text).toContain('PHP 154,500.00');
    expect(text).toContain('SEC Registration No. CS1');
    expect(text).toContain('Certificate of Authority No. CA1');
    expect(text).toContain('No fee of any kind');
    expect(text).toMatch(/never ask for any payment to release/);
    expect(text).not.toMatch(/https?:/);
  });
});
