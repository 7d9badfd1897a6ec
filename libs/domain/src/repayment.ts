/**
 * Repayment rules (docs/product.md §7), pure: what each instalment still owes, how a payment is
 * allocated, the pay-off amount with the actuarial rebate of unearned add-on interest
 * (docs/decisions/006-prepayment-rebate.md), when an instalment is overdue, its late charge, and the
 * hours reminders may be sent. Money in integer centavos; dates 'YYYY-MM-DD' on the Manila calendar.
 */
import { DEFAULT_LANGUAGE, sectionTexts, t, type Language } from './i18n/translate';
import { assertCentavos } from './money';
import { MANILA_OFFSET_MS, lateCharge, monthlyIrr } from './loan';

/** One schedule row as the rules read it. */
export interface Instalment {
  number: number;
  /** 'YYYY-MM-DD' (Manila). */
  dueDate: string;
  principal: number;
  interest: number;
  /** Late charge added so far (docs/product.md §7: capped). */
  lateCharge: number;
  paidPrincipal: number;
  paidInterest: number;
  paidLateCharge: number;
  /** Unearned interest forgiven at pay-off. */
  rebatedInterest: number;
  /**
   * When the principal and interest paid on this row came in: the pay-off credits money paid before
   * the row fell due with the interest it earned meanwhile. Paid amounts with no date here (before
   * dates were kept) count as paid on the due date, or today for a row not yet due.
   */
  paidParts?: PaidPart[];
}

/** Principal and interest paid on one instalment on one Manila day. */
export interface PaidPart {
  /** 'YYYY-MM-DD' (Manila). */
  on: string;
  amount: number;
}

export interface Owed {
  lateCharge: number;
  interest: number;
  principal: number;
}

export const owedOn = (r: Instalment): Owed => ({
  lateCharge: r.lateCharge - r.paidLateCharge,
  interest: r.interest - r.paidInterest - r.rebatedInterest,
  principal: r.principal - r.paidPrincipal,
});

export const owedTotal = (r: Instalment): number => {
  const o = owedOn(r);
  return o.lateCharge + o.interest + o.principal;
};

export const isSettled = (r: Instalment): boolean => owedTotal(r) === 0;

/** What one payment puts on one instalment. */
export interface RowAllocation extends Owed {
  number: number;
  /** Interest forgiven on this row (pay-off only). */
  rebatedInterest: number;
}

export interface Allocation {
  rows: RowAllocation[];
  lateCharge: number;
  interest: number;
  principal: number;
  /**
   * Interest paid on earlier instalments ahead of time and not earned (pay-off only): given back
   * by paying that much less than the principal still owed.
   */
  interestRefund: number;
  /** Unearned interest forgiven: the rows' rebated interest and the interest refund. */
  rebate: number;
  /** lateCharge + interest + principal − interestRefund: what the payment moves. */
  total: number;
}

function summarise(rows: RowAllocation[], interestRefund = 0): Allocation {
  const sum = (k: keyof Owed | 'rebatedInterest') => rows.reduce((s, r) => s + r[k], 0);
  const lateChargeSum = sum('lateCharge');
  const interest = sum('interest');
  const principal = sum('principal');
  return {
    rows,
    lateCharge: lateChargeSum,
    interest,
    principal,
    interestRefund,
    rebate: sum('rebatedInterest') + interestRefund,
    total: lateChargeSum + interest + principal - interestRefund,
  };
}

const byNumber = (rows: Instalment[]) => [...rows].sort((a, b) => a.number - b.number);

/**
 * Allocates `amount` instalment by instalment, oldest first: within each, the late charge, then the
 * interest, then the principal. Never more than is owed: the caller refuses an amount above
 * `owedTotal` of all rows (what is left over is `amount - result.total`).
 */
export function allocatePayment(rows: Instalment[], amount: number): Allocation {
  assertCentavos(amount, 'amount');
  if (amount <= 0) throw new RangeError('amount must be positive');
  let left = amount;
  const out: RowAllocation[] = [];
  for (const r of byNumber(rows)) {
    if (left === 0) break;
    const o = owedOn(r);
    const take = (owed: number) => {
      const t = Math.min(owed, left);
      left -= t;
      return t;
    };
    const a = { number: r.number, lateCharge: take(o.lateCharge), interest: take(o.interest), principal: take(o.principal), rebatedInterest: 0 };
    if (a.lateCharge + a.interest + a.principal > 0) out.push(a);
  }
  return summarise(out);
}

/**
 * The schedule after a payment's allocation on day `on`: paid amounts, rebates, and the principal
 * and interest paid on each row with its date (Instalment.paidParts).
 */
export function applyAllocation(rows: Instalment[], allocation: Allocation, on: string): Instalment[] {
  const byRow = new Map(allocation.rows.map((a) => [a.number, a]));
  return rows.map((r) => {
    const a = byRow.get(r.number);
    if (!a) return r;
    const paid = a.interest + a.principal;
    return {
      ...r,
      paidLateCharge: r.paidLateCharge + a.lateCharge,
      paidInterest: r.paidInterest + a.interest,
      paidPrincipal: r.paidPrincipal + a.principal,
      rebatedInterest: r.rebatedInterest + a.rebatedInterest,
      paidParts: paid > 0 ? [...(r.paidParts ?? []), { on, amount: paid }] : r.paidParts,
    };
  });
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const t = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((t(to) - t(from)) / 86_400_000);
}

/**
 * The loan's clock in months at the loan's own rate: 0 at the disbursement, k on the k-th due date,
 * and in between the part of that month already run (days since its start over its days). After the
 * last due date the months go on at the last month's length.
 */
function monthClock(sortedDueDates: string[], disbursedOn: string): (day: string) => number {
  const starts = [disbursedOn, ...sortedDueDates];
  return (day) => {
    let k = starts.findIndex((d, i) => i + 1 === starts.length || starts[i + 1] > day);
    if (k === starts.length - 1 && k > 0) k -= 1;
    const from = starts[k];
    const to = starts[k + 1] ?? from;
    const length = Math.max(1, daysBetween(from, to));
    return k + Math.max(0, daysBetween(from, day)) / length;
  };
}

/**
 * Paying the loan off on `today` (docs/decisions/006-prepayment-rebate.md, the actuarial method):
 * what is owed is the actuarial balance of the loan's actual cash flows at the loan's own monthly
 * rate r (the IRR of its schedule, the EIR of the disclosure), time t counted in months
 * (monthClock):
 *
 * - an instalment due on or before `today` is owed in full, whenever it falls due (its late charge
 *   stands for the delay);
 * - a later instalment k is worth c_k / (1 + r)^(k − t), c_k its principal and interest;
 * - every centavo paid on instalment k on day s, before that instalment fell due, is worth
 *   (1 + r)^(t − s) against it: it earned interest from the day it was paid until today (for a
 *   due row, the credit beyond its value on the due date: (1 + r)^(t − s) − (1 + r)^(t − k)).
 *
 * The total is rounded up to the centavo and never more than the schedule still owes. On the day of
 * disbursement the pay-off is the principal; on the last due date nothing is rebated; a prepayment
 * made before the pay-off lowers it by at least the amount prepaid. The principal still owed is
 * paid whole; above it, the earned interest is booked on the earliest instalments and the rest of
 * each row's interest rebated; below it (interest paid ahead of time and not earned), the
 * difference is the interest refund. `rows` is the loan's whole schedule (r is computed from it).
 */
export function payoffAllocation(rows: Instalment[], disbursedOn: string, today: string): Allocation {
  const sorted = byNumber(rows);
  const principal = sorted.reduce((s, r) => s + r.principal, 0);
  const rate = monthlyIrr(principal, sorted.map((r) => r.principal + r.interest));
  const clock = monthClock(sorted.map((r) => r.dueDate), disbursedOn);
  const now = clock(today);
  const growth = (from: number) => (1 + rate) ** (now - from);

  let value = 0;
  sorted.forEach((r, i) => {
    const dueAt = i + 1;
    const early = (r.paidParts ?? []).filter((p) => p.on < r.dueDate);
    const earlyAmount = early.reduce((s, p) => s + p.amount, 0);
    const earlyWorth = early.reduce((s, p) => s + p.amount * growth(clock(p.on)), 0);
    if (r.dueDate <= today) {
      const o = owedOn(r);
      value += o.principal + o.interest - (earlyWorth - earlyAmount * growth(dueAt));
    } else {
      const paidOtherwise = r.paidPrincipal + r.paidInterest - earlyAmount;
      value += (r.principal + r.interest) * growth(dueAt) - earlyWorth - paidOtherwise;
    }
  });
  const owed = sorted.map(owedOn);
  const unpaidPrincipal = owed.reduce((s, o) => s + o.principal, 0);
  const unpaidInterest = owed.reduce((s, o) => s + o.interest, 0);
  // Rounded up (as every figure of the loan math); the 1e-6 keeps a float error from adding a centavo.
  const total = Math.min(unpaidPrincipal + unpaidInterest, Math.max(0, Math.ceil(value - 1e-6)));
  let earned = Math.max(0, total - unpaidPrincipal);
  const allocations: RowAllocation[] = [];
  sorted.forEach((r, i) => {
    const o = owed[i];
    const interest = Math.min(o.interest, earned);
    earned -= interest;
    const a = { number: r.number, lateCharge: o.lateCharge, interest, principal: o.principal, rebatedInterest: o.interest - interest };
    if (a.lateCharge + a.interest + a.principal + a.rebatedInterest > 0) allocations.push(a);
  });
  return summarise(allocations, Math.max(0, unpaidPrincipal - total));
}

/** Whether an unsettled instalment is overdue on `today`: from `graceDays` days after its due date (docs/product.md §7). */
export function isOverdue(r: Instalment, today: string, graceDays: number): boolean {
  return !isSettled(r) && daysBetween(r.dueDate, today) >= graceDays;
}

/** Months started since the due date (1 from the day after it until a month later, then 2, ...). */
export function monthsLate(dueDate: string, today: string): number {
  const days = daysBetween(dueDate, today);
  if (days <= 0) return 0;
  const [y, m, d] = [Number(dueDate.slice(0, 4)), Number(dueDate.slice(5, 7)), Number(dueDate.slice(8, 10))];
  const [ty, tm, td] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)), Number(today.slice(8, 10))];
  const whole = (ty - y) * 12 + (tm - m) - (td < d ? 1 : 0);
  // Exactly n months after the due date, n months have run; any day beyond starts the next one.
  return td === d ? Math.max(1, whole) : whole + 1;
}

/**
 * The late charge an overdue instalment carries on `today`: `bpsPerMonth` of its overdue instalment
 * amount (principal and interest unpaid) for each month started since its due date, which is also
 * the cap of docs/product.md §7 (LATE_CHARGE_PERCENT_PER_MONTH); never lower than what it already
 * carries (a charge is not taken back when part of the instalment is paid).
 */
export function lateChargeOn(r: Instalment, today: string, bpsPerMonth: number): number {
  const o = owedOn(r);
  return Math.max(r.lateCharge, lateCharge(o.principal + o.interest, monthsLate(r.dueDate, today), bpsPerMonth));
}

/** Reminders and collection messages only from 6 am to 10 pm Manila time (docs/product.md §7). */
export const REMINDER_HOURS = Object.freeze({ from: 6, to: 22 });

export function inReminderWindow(now: Date): boolean {
  const hour = new Date(now.getTime() + MANILA_OFFSET_MS).getUTCHours();
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to;
}

/** How a borrower pays from the wallet: the next instalment, an amount, or the whole loan. */
export const REPAYMENT_KINDS = ['NEXT', 'AMOUNT', 'PAYOFF'] as const;
export type RepaymentKind = (typeof REPAYMENT_KINDS)[number];

/**
 * The smallest amount a member may pay from the wallet (PHP 100.00), or what paying the loan off
 * takes when that is less: without it a member could post any number of 1-centavo payments, each a
 * journal entry and a repayment record.
 */
export const MIN_REPAYMENT_CENTAVOS = 10_000;

export function minimumRepayment(payoffTotal: number): number {
  return Math.min(MIN_REPAYMENT_CENTAVOS, payoffTotal);
}

/** Texts of repayments in `lang`, the same in the API's answers and on the web. */
/*#__NO_SIDE_EFFECTS__*/
export function repaymentMessages(lang: Language) {
  return Object.freeze({
    ...sectionTexts(lang, 'repayment'),
    amountTooHigh: (payoffText: string) => t(lang, 'repayment.amountTooHigh', { payoff: payoffText }),
    amountAbovePayoff: (payoffText: string) => t(lang, 'repayment.amountAbovePayoff', { payoff: payoffText }),
    amountTooLow: (minimumText: string) => t(lang, 'repayment.amountTooLow', { minimum: minimumText }),
    paid: (amountText: string) => t(lang, 'repayment.paid', { amount: amountText }),
    paidOff: (amountText: string, rebateText: string) => t(lang, 'repayment.paidOff', { amount: amountText, rebate: rebateText }),
  });
}

export const REPAYMENT_MESSAGES = repaymentMessages(DEFAULT_LANGUAGE);
