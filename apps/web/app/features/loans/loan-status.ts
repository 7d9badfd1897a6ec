// What a loan's status and schedule mean for the pages: whether it is still live, whether it has a
// statement (its figures come from the API: LoanDto.balance).
import { CLOSED_LOAN_STATUSES } from '@halimbawa/domain';
import type { LoanView } from '~/lib/api/types';

/** A loan that is not REJECTED, CANCELLED or PAID_OFF: the member cannot apply for another. */
export function isLiveLoan(loan: Pick<LoanView, 'status'> | null | undefined): boolean {
  return !!loan && !CLOSED_LOAN_STATUSES.includes(loan.status);
}

/** 'PHP 150,000.00', or 'USD 3,000.00 (PHP 174,418.60)' for a foreign currency: figures, the same in every language. */
export function amountWithPhp(currency: string, amountText: string, amountPhpText: string): string {
  return currency === 'PHP' ? `PHP ${amountPhpText}` : `${currency} ${amountText} (PHP ${amountPhpText})`;
}

/** Loan statuses whose statement (schedule, payments) is shown: from approval on. */
export function hasStatement(loan: Pick<LoanView, 'status' | 'approvedAt'> | null | undefined): boolean {
  if (!loan) return false;
  return ['APPROVED', 'CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'WRITTEN_OFF', 'PAID_OFF'].includes(loan.status) && !!loan.approvedAt;
}

/** The loan number as it may appear in a URL ('HLC-2026-000123'). */
export const LOAN_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
