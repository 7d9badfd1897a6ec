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
  rebate: number;
  /** lateCharge + interest + principal: what the payment moves. */
  total: number;
}

function summarise(rows: RowAllocation[]): Allocation {
  const sum = (k: keyof Owed | 'rebatedInterest') => rows.reduce((s, r) => s + r[k], 0);
  const lateChargeSum = sum('lateCharge');
  const interest = sum('interest');
  const principal = sum('principal');
  return { rows, lateCharge: lateChargeSum, interest, principal, rebate: sum('rebatedInterest'), total: lateChargeSum + interest + principal };
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

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const t = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((t(to) - t(from)) / 86_400_000);
}

/**
 * Paying the loan off on `today` (docs/decisions/006-prepayment-rebate.md, the actuarial method):
 *
 * - instalments due on or before `today` are owed in full (late charge, interest, principal);
 * - the later ones are worth their present value at the loan's own monthly rate r (the IRR of its
 *   schedule, the EIR of the disclosure): PV = (1 + r)^f × Σ u_k / (1 + r)^k, u_k being what the
 *   k-th later instalment still owes and f the part of the current month already run (days since the
 *   last due date, or the disbursement, over the days of the month), rounded up to the centavo and
 *   never below their unpaid principal;
 * - the rebate is the unpaid interest of the later instalments beyond that: Σ u_k − PV.
 *
 * On the day of disbursement the pay-off is exactly the principal (PV at the IRR); on the last due
 * date the rebate is 0. `rows` is the loan's whole schedule (r is computed from it).
 */
export function payoffAllocation(rows: Instalment[], disbursedOn: string, today: string): Allocation {
  const sorted = byNumber(rows);
  const principal = sorted.reduce((s, r) => s + r.principal, 0);
  const rate = monthlyIrr(principal, sorted.map((r) => r.principal + r.interest));
  const due = sorted.filter((r) => r.dueDate <= today);
  const later = sorted.filter((r) => r.dueDate > today);
  const allocations: RowAllocation[] = due.map((r) => ({ number: r.number, ...owedOn(r), rebatedInterest: 0 })).filter((a) => a.lateCharge + a.interest + a.principal > 0);

  if (later.length > 0) {
    const periodStart = due.length > 0 ? due[due.length - 1].dueDate : disbursedOn;
    const f = Math.min(1, Math.max(0, daysBetween(periodStart, today) / daysBetween(periodStart, later[0].dueDate)));
    const owed = later.map(owedOn);
    const pv = owed.reduce((s, o, k) => s + (o.interest + o.principal) / (1 + rate) ** (k + 1), 0) * (1 + rate) ** f;
    const unpaidPrincipal = owed.reduce((s, o) => s + o.principal, 0);
    const unpaidInterest = owed.reduce((s, o) => s + o.interest, 0);
    // Rounded up (as every figure of the loan math); the 1e-6 keeps a float error from adding a centavo.
    const value = Math.min(unpaidPrincipal + unpaidInterest, Math.max(unpaidPrincipal, Math.ceil(pv - 1e-6)));
    // The earned interest goes to the earliest later instalments, the rest of each row's interest is rebated.
    let earned = value - unpaidPrincipal;
    later.forEach((r, i) => {
      const o = owed[i];
      const interest = Math.min(o.interest, earned);
      earned -= interest;
      allocations.push({ number: r.number, lateCharge: o.lateCharge, interest, principal: o.principal, rebatedInterest: o.interest - interest });
    });
  }
  return summarise(allocations);
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
