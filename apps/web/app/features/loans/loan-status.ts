// What a loan's status and schedule mean for the pages: whether it is still live, whether it has a
// statement, what has been paid and what is due next.
import { CLOSED_LOAN_STATUSES } from '@halimbawa/domain';
import type { LoanView, ScheduleRowView } from '~/lib/api/types';

/** A loan that is not REJECTED, CANCELLED or PAID_OFF: the member cannot apply for another. */
export function isLiveLoan(loan: Pick<LoanView, 'status'> | null | undefined): boolean {
  return !!loan && !CLOSED_LOAN_STATUSES.includes(loan.status);
}

/** 'PHP 150,000.00', or 'USD 3,000.00 (PHP 174,418.60)' for a foreign currency. */
export function amountWithPhp(currency: string, amountText: string, amountPhpText: string): string {
  return currency === 'PHP' ? `PHP ${amountPhpText}` : `${currency} ${amountText} (PHP ${amountPhpText})`;
}

export interface StatementSummary {
  paidToDate: number;
  remaining: number;
  nextDue: ScheduleRowView | null;
  amountDue: number;
}

/** Paid to date, what remains, and the next instalment not yet fully paid (with its amount due). */
export function statementOf(loan: Pick<LoanView, 'schedule' | 'totalRepay'>): StatementSummary {
  const paidToDate = loan.schedule.reduce((s, r) => s + (r.paid ?? 0), 0);
  const nextDue = loan.schedule.find((r) => r.status !== 'PAID' && r.status !== 'CANCELLED' && r.paid < r.total) ?? null;
  return {
    paidToDate,
    remaining: Math.max(0, loan.totalRepay - paidToDate),
    nextDue,
    amountDue: nextDue ? nextDue.total - nextDue.paid : 0,
  };
}

/** Loan statuses whose statement (schedule, payments) is shown: from approval on. */
export function hasStatement(loan: Pick<LoanView, 'status' | 'approvedAt'> | null | undefined): boolean {
  if (!loan) return false;
  return ['APPROVED', 'CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF'].includes(loan.status) && !!loan.approvedAt;
}

/** The loan number as it may appear in a URL ('HLC-2026-000123'). */
export const LOAN_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
