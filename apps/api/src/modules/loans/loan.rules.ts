/**
 * The loan module's own rules as pure functions (docs/product.md §4, §7): approval limits, the
 * pre-screening figures, loan numbers, which cancellation applies, the terms and the contract text
 * shown in the disclosure. Pricing and the loan messages are libs/domain's (priceLoan,
 * LOAN_MESSAGES), shared with the web. No I/O here; the services call these.
 */
import { MAX_AGE, MIN_AGE, ageOn, canTransitionLoan, debtServiceRatio, formatBps, formatCentavos, formatPercent, lateCharge, manilaDate, manilaIsoDate, toPhpCentavos, type FieldErrors, type KycStatus, type LoanSettings, type LoanStatus, t, type Language } from '@halimbawa/domain';
import { exactRate } from '../currencies/rates.math';

// ------------------------------------------------------------------ rejection reasons

export const REJECT_REASON_CODES = ['LOW_INCOME', 'HIGH_DSR', 'KYC_FAILED', 'AGE_OUT_OF_RANGE', 'INCOMPLETE_DOCUMENTS', 'OTHER_POLICY'] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];

/** Words for the member, one per fixed reason (officers choose a code, never write text), in `lang`. */
export function rejectReason(code: RejectReasonCode, lang: Language): string {
  return t(lang, `apiLoanRejection.${code}`);
}

/**
 * Why a loan was approved as it was: FULL for what was asked; a lower amount names why, in words
 * the borrower reads beside both amounts (dashboard, SMS, disclosure).
 */
export const APPROVAL_REASON_CODES = ['FULL', 'LOWER_DSR', 'LOWER_INCOME', 'LOWER_HISTORY', 'LOWER_POLICY'] as const;
export type ApprovalReasonCode = (typeof APPROVAL_REASON_CODES)[number];

export function isApprovalReasonCode(v: unknown): v is ApprovalReasonCode {
  return typeof v === 'string' && (APPROVAL_REASON_CODES as readonly string[]).includes(v);
}

/** The words of an approval's reason for the borrower, in `lang`; null for a full approval (nothing to explain). */
export function approvalReason(code: ApprovalReasonCode | null, lang: Language): string | null {
  return code && code !== 'FULL' ? t(lang, `apiLoanApproval.${code}`) : null;
}

export function isRejectReasonCode(v: unknown): v is RejectReasonCode {
  return typeof v === 'string' && (REJECT_REASON_CODES as readonly string[]).includes(v);
}

/** Why a closed loan is closed (REJECTED needs none: it has its reason code). */
export type ClosureReason = 'MEMBER_CANCELLED' | 'COOLING_OFF' | 'REPAID';

// ------------------------------------------------------------------ approval

export type ApprovalCheck = { ok: true; amount: number; amountPhp: number; months: number } | { ok: false; errors: FieldErrors };

/**
 * An officer may approve a lower amount (in the loan's currency, at the loan's own rate) or a shorter
 * offered term, never more than applied for, never below the minimum.
 */
export function checkApproval(
  loan: { appliedAmount: number; appliedAmountPhp: number; appliedInstallmentCount: number; amount: number; amountPhp: number; installmentCount: number; exchangeRate: string },
  requested: { amount?: number | null; installmentCount?: number | null },
  settings: LoanSettings,
): ApprovalCheck {
  const errors: FieldErrors = {};
  let amount = loan.amount;
  let amountPhp = loan.amountPhp;
  if (requested.amount !== undefined && requested.amount !== null) {
    amount = requested.amount;
    amountPhp = amount === loan.appliedAmount ? loan.appliedAmountPhp : toPhpCentavos(amount, loan.exchangeRate);
    if (amount <= 0 || amount > loan.appliedAmount || amountPhp > loan.appliedAmountPhp || amountPhp < settings.minPhp) {
      errors.amount = { code: 'loan.approvedAmount' };
    }
  }
  let months = loan.installmentCount;
  if (requested.installmentCount !== undefined && requested.installmentCount !== null) {
    months = requested.installmentCount;
    if (!settings.terms.includes(months) || months > loan.appliedInstallmentCount) {
      errors.installmentCount = { code: 'loan.approvedTerm' };
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, amount, amountPhp, months };
}

// ------------------------------------------------------------------ pre-screening

export interface Prescreen {
  /** Whole years on the Manila date of the application; null without a birth date. */
  age: number | null;
  ageInRange: boolean;
  kycStatus: KycStatus | null;
  /** Debt-service ratio: instalment / monthly net income (fraction); null without income. */
  dsr: number | null;
  /** PHP centavos. */
  monthlyNetIncome: number;
  /** PHP centavos. */
  instalment: number;
  computedAt: string;
}

/** The figures an officer (or the auto-approval rule) decides on; they never refuse by themselves. */
export function prescreen(p: { birthDate: string | null; kycStatus: KycStatus | null; instalment: number; monthlyNetIncome: number; now: Date }): Prescreen {
  let age: number | null = null;
  const m = p.birthDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(p.birthDate) : null;
  if (m) age = ageOn({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, p.now);
  const dsr = debtServiceRatio(p.instalment, p.monthlyNetIncome);
  return {
    age,
    ageInRange: age !== null && age >= MIN_AGE && age <= MAX_AGE,
    kycStatus: p.kycStatus,
    dsr: dsr === null ? null : Math.round(dsr * 1e6) / 1e6,
    monthlyNetIncome: p.monthlyNetIncome,
    instalment: p.instalment,
    computedAt: p.now.toISOString(),
  };
}

/** The optional auto-approval rule: KYC verified now, age 18 to 80, DSR below the maximum. */
export function autoApprovable(p: { kycStatusNow: KycStatus | null; prescreen: Prescreen; maxDsr: number }): boolean {
  return p.kycStatusNow === 'VERIFIED' && p.prescreen.ageInRange && p.prescreen.dsr !== null && p.prescreen.dsr < p.maxDsr;
}

// ------------------------------------------------------------------ loan numbers

/** 'HLC-2026-000123' from the company's short name, the Manila year and a sequence number. */
export function formatLoanNumber(shortName: string, now: Date, seq: number): string {
  const prefix = shortName.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 10) || 'LOAN';
  return `${prefix}-${manilaDate(now).year}-${String(seq).padStart(6, '0')}`;
}

// ------------------------------------------------------------------ transitions and cancellation

/** Throws unless the domain's table allows the move (a bug otherwise: callers check the status first). */
export function assertTransition(from: LoanStatus, to: LoanStatus): void {
  if (!canTransitionLoan(from, to)) throw new Error(`Loan transition ${from} -> ${to} is not allowed`);
}

export type CancellationOption = 'FREE' | 'COOLING_OFF' | null;

/**
 * docs/product.md §7: free before disbursement (PENDING_REVIEW, APPROVED, CONTRACT_SIGNED); after
 * disbursement, within `coolingOffDays` × 24 h of signing and before anything was repaid, by
 * returning the principal (the loan is then PAID_OFF with closure reason COOLING_OFF); otherwise not.
 */
export function cancellationOption(
  loan: { status: LoanStatus; signedAt: Date | null },
  now: Date,
  coolingOffDays: number,
  repaidSomething: boolean,
): CancellationOption {
  if (canTransitionLoan(loan.status, 'CANCELLED')) return 'FREE';
  if (loan.status === 'DISBURSED' && loan.signedAt && !repaidSomething && now.getTime() < coolingOffEnds(loan.signedAt, coolingOffDays).getTime()) {
    return 'COOLING_OFF';
  }
  return null;
}

export function coolingOffEnds(signedAt: Date, coolingOffDays: number): Date {
  return new Date(signedAt.getTime() + coolingOffDays * 24 * 60 * 60 * 1000);
}

export const SCHEDULE_ROW_STATUSES = ['SCHEDULED', 'PARTIAL', 'DUE', 'OVERDUE', 'PAID', 'CANCELLED'] as const;
export type ScheduleRowStatus = (typeof SCHEDULE_ROW_STATUSES)[number];

/**
 * A schedule row's status (docs/product.md §2 Loan statement): PAID when nothing is left to pay (a
 * rebate counts), CANCELLED for a loan that never ran, OVERDUE once the overdue job marked it, DUE
 * from its Manila due date, PARTIAL when part of a future instalment was prepaid, else SCHEDULED.
 */
export function scheduleRowStatus(
  row: { dueDate: string | null; total: number; paidPrincipal: number; paidInterest: number; lateCharge: number; paidLateCharge: number; rebatedInterest: number; overdueAt: Date | null },
  loan: { status: LoanStatus; closureReason: ClosureReason | null },
  now: Date,
): ScheduleRowStatus {
  const paid = row.paidPrincipal + row.paidInterest + row.paidLateCharge;
  if (row.total > 0 && paid + row.rebatedInterest >= row.total + row.lateCharge) return 'PAID';
  if (['CANCELLED', 'REJECTED'].includes(loan.status) || loan.closureReason === 'COOLING_OFF') return 'CANCELLED';
  if (row.total === 0) return 'PAID';
  if (row.overdueAt !== null) return 'OVERDUE';
  if (row.dueDate !== null && row.dueDate <= manilaIsoDate(now)) return 'DUE';
  return paid > 0 ? 'PARTIAL' : 'SCHEDULED';
}

// ------------------------------------------------------------------ terms and contract text

/** The configured cap itself, as a rate and in pesos (docs/product.md §7): never 'as configured'. */
export function lateChargeTerms(bpsPerMonth: number, graceDays: number, lang: Language): string {
  const perThousand = formatCentavos(lateCharge(100_000, 1, bpsPerMonth));
  return t(lang, 'apiContract.lateCharge', { graceDays, rate: formatBps(bpsPerMonth), perThousand });
}

export function cancellationTerms(coolingOffDays: number, lang: Language): string {
  return t(lang, 'apiContract.cancellation', { days: coolingOffDays });
}

export interface ContractInput {
  loanNumber: string;
  company: { name: string; address: string; secRegistrationNumber: string; certificateOfAuthorityNumber: string };
  borrower: { fullName: string; phoneNumberMasked: string };
  currency: string;
  amount: number;
  amountPhp: number;
  exchangeRate: string;
  installmentCount: number;
  monthlyRateBps: number;
  instalment: number;
  totalInterest: number;
  totalRepay: number;
  eirMonthly: number;
  eirYearly: number;
  lateChargeBpsPerMonth: number;
  graceDays: number;
  coolingOffDays: number;
}

const php = (c: number) => `PHP ${formatCentavos(c)}`;

/**
 * The loan agreement in plain words, as paragraphs (shown in the disclosure and printed in the
 * PDFs). Nothing in it asks the borrower to pay anything to receive or withdraw the money.
 */
export function contractText(c: ContractInput, lang: Language): string[] {
  const foreign =
    c.currency !== 'PHP' ? t(lang, 'apiContract.foreign', { amount: `${c.currency} ${formatCentavos(c.amount)}`, rate: exactRate(c.currency, c.exchangeRate) }) : '';
  return [
    t(lang, 'apiContract.title', { loanNumber: c.loanNumber }),
    t(lang, 'apiContract.parties', {
      lender: c.company.name,
      address: c.company.address,
      sec: c.company.secRegistrationNumber,
      authority: c.company.certificateOfAuthorityNumber,
      borrower: c.borrower.fullName,
      phone: c.borrower.phoneNumberMasked,
    }),
    t(lang, 'apiContract.loan', { amount: php(c.amountPhp), foreign }),
    t(lang, 'apiContract.interest', {
      rate: formatBps(c.monthlyRateBps),
      total: php(c.totalInterest),
      eirMonthly: formatPercent(c.eirMonthly),
      eirYearly: formatPercent(c.eirYearly),
    }),
    t(lang, 'apiContract.repayment', { months: c.installmentCount, instalment: php(c.instalment), total: php(c.totalRepay) }),
    t(lang, 'apiContract.latePayment', { terms: lateChargeTerms(c.lateChargeBpsPerMonth, c.graceDays, lang) }),
    t(lang, 'apiContract.prepayment'),
    t(lang, 'apiContract.cancellationClause', { terms: cancellationTerms(c.coolingOffDays, lang) }),
    t(lang, 'apiContract.signing'),
    t(lang, 'apiContract.disclosure'),
  ];
}
