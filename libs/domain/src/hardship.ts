/**
 * Hardship requests (docs/product.md, Hardship requests): a borrower asks for an extension or a
 * restructured schedule at least `HARDSHIP_NOTICE_DAYS` days before the due date of the next
 * instalment (the seed's terms), with a reason and the monthly amount they can pay.
 */
import { daysBetween } from './repayment';

export const HARDSHIP_KINDS = ['EXTENSION', 'RESTRUCTURE'] as const;
export type HardshipKind = (typeof HARDSHIP_KINDS)[number];
export const isHardshipKind = (v: unknown): v is HardshipKind => typeof v === 'string' && (HARDSHIP_KINDS as readonly string[]).includes(v);

export const HARDSHIP_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type HardshipStatus = (typeof HARDSHIP_STATUSES)[number];

export const HARDSHIP_NOTICE_DAYS = 5;
export const HARDSHIP_REASON_MAX = 1000;

/** Whether a request about the instalment due on `dueDate` ('YYYY-MM-DD') may still be made on `today` (Manila date). */
export function hardshipInTime(dueDate: string, today: string): boolean {
  return daysBetween(today, dueDate) >= HARDSHIP_NOTICE_DAYS;
}
