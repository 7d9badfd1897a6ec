/**
 * Accrual rules (docs/decisions/030-close-of-business.md), pure: how much interest a loan's schedule
 * has earned by the end of a Manila day, which late charges have fallen due, how a payment's
 * interest and late charges are split between what was accrued before and what is income only now,
 * and how late a loan is. Money in integer centavos; days 'YYYY-MM-DD' on the Manila calendar.
 */
import { daysBetween, isSettled, payoffAllocation, type Instalment } from './repayment';

/** The Manila day `n` days after `day` (before it when n < 0). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

const byNumber = (rows: Instalment[]) => [...rows].sort((a, b) => a.number - b.number);

/**
 * The add-on interest the schedule spreads over the days up to the end of `day`: each instalment's
 * interest evenly over the days of its own period (from the previous due date, or the disbursement,
 * to its due date), rounded down to the centavo each day so that the remainder lands on the due
 * date itself. Nothing on the day of disbursement; an instalment's whole interest on its due date.
 */
export function interestSpreadThrough(rows: Instalment[], disbursedOn: string, day: string): number {
  let start = disbursedOn;
  let total = 0;
  for (const r of byNumber(rows)) {
    const days = Math.max(1, daysBetween(start, r.dueDate));
    const run = Math.min(days, Math.max(0, daysBetween(start, day)));
    total += Math.floor((r.interest * run) / days);
    start = r.dueDate;
  }
  return total;
}

/**
 * The interest the loan keeps if it is paid off on `day`: what was paid as interest and what the
 * pay-off books, less what it gives back (the actuarial rebate of docs/decisions/006).
 */
export function interestKeptIfPaidOffOn(rows: Instalment[], disbursedOn: string, day: string): number {
  const paid = rows.reduce((s, r) => s + r.paidInterest, 0);
  if (rows.every(isSettled)) return paid;
  const payoff = payoffAllocation(rows, disbursedOn, day);
  return paid + payoff.interest - payoff.interestRefund;
}

/**
 * The interest the loan has earned by the end of `day`: the schedule's even spread, never more than
 * a pay-off on that day would keep, so that a pay-off never gives back interest that was accrued.
 */
export function interestEarnedThrough(rows: Instalment[], disbursedOn: string, day: string): number {
  if (day < disbursedOn) return 0;
  return Math.min(interestSpreadThrough(rows, disbursedOn, day), interestKeptIfPaidOffOn(rows, disbursedOn, day));
}

/** The late charges the overdue check has charged on instalments overdue by `day` (from `graceDays` after their due date). */
export function lateChargesFallenDue(rows: Instalment[], day: string, graceDays: number): number {
  return rows.filter((r) => daysBetween(r.dueDate, day) >= graceDays).reduce((s, r) => s + r.lateCharge, 0);
}

/** What the loan has already recognised as income: paid (whether accrued first or not) or accrued and still open. */
export interface OpenAccruals {
  /** Accrued interest not yet paid: the loan's part of ACCRUED_INTEREST_RECEIVABLE. */
  interest: number;
  /** Late charges booked and not yet paid: the loan's part of LATE_CHARGES_RECEIVABLE. */
  lateCharges: number;
}

/**
 * What the close of `day` accrues on a running loan: the interest earned and the late charges fallen
 * due by then, less what is already recognised (paid, or accrued and open). Never negative: a
 * payment ahead of the schedule pauses the accruals until the schedule catches up, and a second
 * close of the same day accrues nothing.
 */
export function accrualsDue(rows: Instalment[], disbursedOn: string, day: string, graceDays: number, open: OpenAccruals): { interest: number; lateCharge: number } {
  const paidInterest = rows.reduce((s, r) => s + r.paidInterest, 0);
  const paidLateCharges = rows.reduce((s, r) => s + r.paidLateCharge, 0);
  return {
    interest: Math.max(0, interestEarnedThrough(rows, disbursedOn, day) - paidInterest - open.interest),
    lateCharge: Math.max(0, lateChargesFallenDue(rows, day, graceDays) - paidLateCharges - open.lateCharges),
  };
}

/** How a payment's interest and late charge are booked: against what was accrued first, the rest as income now. */
export interface IncomeSplit {
  interestAccrued: number;
  interestNow: number;
  lateChargeAccrued: number;
  lateChargeNow: number;
}

export function splitAgainstAccruals(paid: { interest: number; lateCharge: number }, open: OpenAccruals): IncomeSplit {
  const interestAccrued = Math.min(paid.interest, Math.max(0, open.interest));
  const lateChargeAccrued = Math.min(paid.lateCharge, Math.max(0, open.lateCharges));
  return { interestAccrued, interestNow: paid.interest - interestAccrued, lateChargeAccrued, lateChargeNow: paid.lateCharge - lateChargeAccrued };
}

/** Days from the oldest instalment due before `day` and not settled to `day`; 0 when none is. */
export function daysPastDue(rows: Instalment[], day: string): number {
  const oldest = byNumber(rows).find((r) => r.dueDate < day && !isSettled(r));
  return oldest ? daysBetween(oldest.dueDate, day) : 0;
}

/** The delinquency buckets of the portfolio at risk, by days past due. */
export const DELINQUENCY_BUCKETS = ['CURRENT', 'DPD_1_30', 'DPD_31_60', 'DPD_61_90', 'DPD_OVER_90'] as const;
export type DelinquencyBucket = (typeof DELINQUENCY_BUCKETS)[number];

export function delinquencyBucket(days: number): DelinquencyBucket {
  if (days <= 0) return 'CURRENT';
  if (days <= 30) return 'DPD_1_30';
  if (days <= 60) return 'DPD_31_60';
  if (days <= 90) return 'DPD_61_90';
  return 'DPD_OVER_90';
}
