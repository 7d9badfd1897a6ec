/**
 * The rules of withdrawals (docs/product.md §2 Withdrawal, §4, §7), as pure functions of the
 * stored state, the request and the time.
 */
import {
  EWALLET_MONTHLY_CAP_CENTAVOS,
  INSTAPAY_MAX_CENTAVOS,
  WITHDRAWAL_CODE_MINUTES,
  WITHDRAWAL_MIN_EXCLUSIVE,
  canTransitionWithdrawal,
  checkField,
  formatCentavos,
  amountTooLarge,
  parseAmount,
  validateWithdrawal,
  withdrawalMessages,
  type BankKind,
  type FieldErrors,
  type Language,
  type WithdrawalStatus,
  type Words,
  fieldWords,
} from '@halimbawa/domain';

export const WITHDRAWAL_WRONG_TRIES = 5;

/** The withdrawals' refusals, as words. */
export const WITHDRAWAL_REFUSALS = {
  notFound: { code: 'apiWithdrawals.notFound' },
  noBankAccount: { code: 'apiWithdrawals.noBankAccount' },
  awaitingAnother: { code: 'apiWithdrawals.awaitingAnother' },
  notCancellable: { code: 'apiWithdrawals.notCancellable' },
  expired: { code: 'apiWithdrawals.expired', params: { minutes: WITHDRAWAL_CODE_MINUTES } },
  triesExhausted: { code: 'apiWithdrawals.triesExhausted' },
} as const satisfies Record<string, Words>;

/** The member's language words the date: it is a parameter of its own (a Manila date and time). */
export const bankChangeWait = (from: string): Words => ({ code: 'apiWithdrawals.bankChangeWait', params: { from } });

/** The status as the member's card words it ('withdrawal queued'), from the stored code. */
export const notAwaiting = (status: WithdrawalStatus): Words => ({ code: 'apiWithdrawals.notAwaiting', params: { status } });

export type AmountDecision = { ok: true; amount: number; requested: number; note: string | null } | { ok: false; errors: FieldErrors };

/**
 * The amount to hold: the form's rule (digits and a dot, at most 14 characters, more than 999);
 * an amount above the balance is set to the balance, with a note, unless the balance itself is
 * not more than 999. Messages in `lang`.
 */
export function decideAmount(text: unknown, balance: number, lang: Language): AmountDecision {
  const errors = validateWithdrawal({ amount: typeof text === 'string' ? text : '' }, Number.MAX_SAFE_INTEGER);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const requested = parseAmount(text as string)!;
  const tooLarge = amountTooLarge(requested);
  if (tooLarge) return { ok: false, errors: { amount: tooLarge } };
  if (requested <= balance) return { ok: true, amount: requested, requested, note: null };
  const capped = validateWithdrawal({ amount: (balance / 100).toFixed(2) }, balance);
  if (Object.keys(capped).length > 0) return { ok: false, errors: { amount: fieldWords('withdrawalBalance') } };
  return { ok: true, amount: balance, requested, note: cappedNote({ amount: balance, requestedAmount: requested }, lang) };
}

/** The note of a withdrawal whose amount was set to the balance (null when it was not), in `lang`. */
export function cappedNote(w: { amount: number; requestedAmount: number }, lang: Language): string | null {
  return w.requestedAmount > w.amount ? withdrawalMessages(lang).cappedToBalance(w.amount) : null;
}

/**
 * E-wallet destinations receive by InstaPay (at most PHP 50,000 a transfer) and at most
 * PHP 100,000 a Manila calendar month; `usedThisMonth` counts the month's withdrawals to an
 * e-wallet that were not cancelled, expired or failed. Answers the refusal, or null.
 */
export function ewalletRefusal(kind: BankKind, amount: number, usedThisMonth: number): Words | null {
  if (kind !== 'ewallet') return null;
  if (amount > INSTAPAY_MAX_CENTAVOS) return { code: 'withdrawal.ewalletPerTransfer', params: { max: formatCentavos(INSTAPAY_MAX_CENTAVOS) } };
  const left = Math.max(0, EWALLET_MONTHLY_CAP_CENTAVOS - usedThisMonth);
  return amount > left ? { code: 'withdrawal.ewalletMonthlyCap', params: { cap: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS), left: formatCentavos(left) } } : null;
}

/** A withdrawal created at `now` expires without its code 15 minutes later. */
export function withdrawalExpiry(now: Date): Date {
  return new Date(now.getTime() + WITHDRAWAL_CODE_MINUTES * 60_000);
}

export function isExpired(w: { status: WithdrawalStatus; expiresAt: Date }, now: Date): boolean {
  return w.status === 'AWAITING_OTP' && now.getTime() >= w.expiresAt.getTime();
}

export type WrongCodeOutcome = { cancel: boolean; tries: number; words: Words };

/** After a wrong (or expired) code: the 5th cancels the withdrawal. */
export function afterWrongCode(triesBefore: number): WrongCodeOutcome {
  const tries = triesBefore + 1;
  if (tries >= WITHDRAWAL_WRONG_TRIES) return { cancel: true, tries, words: WITHDRAWAL_REFUSALS.triesExhausted };
  return { cancel: false, tries, words: { code: 'apiAuth.wrongCode', params: { count: WITHDRAWAL_WRONG_TRIES - tries } } };
}

/** '{ShortName}-{withdrawalNumber}', e.g. 'HLC-000000042'. */
export function withdrawalReference(shortName: string, withdrawalNumber: string): string {
  return `${shortName}-${withdrawalNumber}`;
}

/** The withdrawal's number from its sequence value: 9 digits at least. */
export function withdrawalNumber(sequenceValue: number | string): string {
  return String(sequenceValue).padStart(9, '0');
}

/** Throws when the move is not one of WITHDRAWAL_TRANSITIONS (a bug, never the member's fault). */
export function assertTransition(from: WithdrawalStatus, to: WithdrawalStatus): void {
  if (!canTransitionWithdrawal(from, to)) throw new Error(`A withdrawal cannot move from ${from} to ${to}`);
}

/** When the job looks again at a payout the provider has not settled (a crash or an error: after the lease). */
export const PAYOUT_LEASE_S = 60;
export function nextCheck(now: Date, afterS: number): Date {
  return new Date(now.getTime() + Math.max(1, afterS) * 1000);
}

/** What a withdrawal of an amount would be now: the figures the pages show, each in centavos. */
export interface WithdrawalFigures {
  /** The amount typed. */
  requested: number;
  /** What would be held and sent: the typed amount, or the balance when it was more. */
  amount: number;
  /** The most that can be withdrawn now: the balance, and for an e-wallet its InstaPay and monthly limits. */
  cap: number;
  /** What an e-wallet can still receive this month; null for a bank account (no monthly limit of ours). */
  monthLeft: number | null;
  fee: number;
  total: number;
  /** PHP to PHP: the wallet and the payouts are in pesos. */
  exchangeRate: number;
}

export type WithdrawalQuoteDecision = { ok: true; figures: WithdrawalFigures } | { ok: false; refusal: Words };

/**
 * The withdrawal of `text` from `balance` to an account of `kind` (`usedThisMonth` as in
 * ewalletRefusal): the amount's rule (more than PHP 999), above the balance set to the balance
 * unless the balance itself is not more than PHP 999, then the e-wallet limits. A refusal is a code.
 * Without an amount (null), the figures that do not depend on it: the cap, the fee and the rate.
 */
export function quoteWithdrawal(text: string | null, balance: number, kind: BankKind, usedThisMonth: number): WithdrawalQuoteDecision {
  const left = Math.max(0, EWALLET_MONTHLY_CAP_CENTAVOS - usedThisMonth);
  const cap = kind === 'ewallet' ? Math.min(balance, INSTAPAY_MAX_CENTAVOS, left) : balance;
  const fee = 0;
  const monthLeft = kind === 'ewallet' ? left : null;
  if (text === null) return { ok: true, figures: { requested: 0, amount: 0, cap, monthLeft, fee, total: 0, exchangeRate: 1 } };
  const requested = checkField('withdrawalAmount', text) ? null : parseAmount(text);
  if (requested === null || requested <= WITHDRAWAL_MIN_EXCLUSIVE) return { ok: false, refusal: { code: 'field.withdrawalAmount' } };
  if (requested > balance && balance <= WITHDRAWAL_MIN_EXCLUSIVE) return { ok: false, refusal: { code: 'field.withdrawalBalance' } };
  const amount = Math.min(requested, balance);
  if (kind === 'ewallet' && amount > INSTAPAY_MAX_CENTAVOS) {
    return { ok: false, refusal: { code: 'withdrawal.ewalletPerTransfer', params: { max: formatCentavos(INSTAPAY_MAX_CENTAVOS) } } };
  }
  if (kind === 'ewallet' && amount > left) {
    return { ok: false, refusal: { code: 'withdrawal.ewalletMonthlyCap', params: { cap: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS), left: formatCentavos(left) } } };
  }
  return { ok: true, figures: { requested, amount, cap, monthLeft, fee, total: amount + fee, exchangeRate: 1 } };
}
