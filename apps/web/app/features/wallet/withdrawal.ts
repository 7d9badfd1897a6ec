// What the withdrawal pages need besides the API's quote (GET /withdrawals/quote, which owns the
// amount's rules and figures): whether a balance allows a withdrawal at all, and which statuses are
// final (the status page stops polling there). Shared by server and browser.
import { WITHDRAWAL_MIN_EXCLUSIVE, type WithdrawalStatus } from '@halimbawa/domain';

/** Whether the balance allows a withdrawal at all (more than PHP 999). */
export function canWithdraw(balance: number): boolean {
  return balance > WITHDRAWAL_MIN_EXCLUSIVE;
}

const FINAL: readonly WithdrawalStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED'];

/** A final status never changes again: the status page stops polling. */
export function isFinalWithdrawal(status: WithdrawalStatus): boolean {
  return FINAL.includes(status);
}

/** How often the status page asks the server again while the withdrawal is on its way (with JavaScript). */
export const WITHDRAWAL_POLL_MS = 3000;

/** The status page of a withdrawal, and its code form. */
export const withdrawalPath = (id: string) => `/wallet/withdraw/${encodeURIComponent(id)}`;
export const withdrawalCodePath = (id: string) => `${withdrawalPath(id)}/code`;
