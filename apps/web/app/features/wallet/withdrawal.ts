// The withdrawal steps' rules as the web applies them before calling the API (docs/product.md §2
// Withdrawal, §5): the amount checked with libs/domain's withdrawal rule, more than the balance set
// to the balance (with a note, as the API does), and which statuses are final (the status page
// stops polling there). Shared by server and browser.
import {
  WITHDRAWAL_MIN_EXCLUSIVE,
  centavosToDecimal,
  parseAmount,
  sayEach,
  t,
  validateWithdrawal,
  withdrawalMessages,
  type Language,
  type WithdrawalStatus,
} from '@halimbawa/domain';

export type WithdrawalAmount =
  | { ok: true; amount: number; text: string; note: string | null }
  | { ok: false; error: string };

/**
 * The amount typed in `text` against the available balance (centavos): refused beside the field
 * when the rule refuses it (999 and less, commas, more than 14 characters); more than the balance
 * becomes the balance with a note; refused when even the balance is not more than 999. Messages in `lang`.
 */
export function withdrawalAmount(text: string, balance: number, lang: Language): WithdrawalAmount {
  // The balance is applied below: here only the form of the amount and its minimum.
  const error = sayEach(lang, validateWithdrawal({ amount: text }, Number.MAX_SAFE_INTEGER)).amount;
  if (error) return { ok: false, error };
  const typed = parseAmount(text) as number;
  if (typed <= balance) return { ok: true, amount: typed, text: centavosToDecimal(typed), note: null };
  if (balance <= WITHDRAWAL_MIN_EXCLUSIVE) return { ok: false, error: t(lang, 'field.withdrawalBalance') };
  return { ok: true, amount: balance, text: centavosToDecimal(balance), note: withdrawalMessages(lang).cappedToBalance(balance) };
}

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
