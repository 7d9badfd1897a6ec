/**
 * Withdrawals (docs/product.md §2 Withdrawal, §4, §7): the payout rails and limits, and the words
 * a member reads about a withdrawal's status, shared by the API and the web.
 */
import type { BankKind, WithdrawalStatus } from './enums';
import { DEFAULT_LANGUAGE, t, type Language } from './i18n/translate';
import { formatCentavos } from './money';
import { formatDate, manilaIsoDate } from './loan';
import { statusCatalogues, type StatusEntry } from './statuses';

export const PAYOUT_RAILS = ['INSTAPAY', 'PESONET'] as const;
export type PayoutRail = (typeof PAYOUT_RAILS)[number];

export const PAYOUT_RAIL_CATALOGUE: Readonly<Record<PayoutRail, { name: string; expectedTime: string }>> = Object.freeze({
  INSTAPAY: { name: 'InstaPay', expectedTime: t('en', 'payoutRail.INSTAPAY') },
  PESONET: { name: 'PESONet', expectedTime: t('en', 'payoutRail.PESONET') },
});

/** InstaPay carries at most PHP 50,000.00 a transfer; PESONet carries more. */
export const INSTAPAY_MAX_CENTAVOS = 5_000_000;
/** E-wallet destinations (GCash, Maya) receive at most PHP 100,000.00 a calendar month (Manila). */
export const EWALLET_MONTHLY_CAP_CENTAVOS = 10_000_000;
/** A withdrawal whose code was not entered within 15 minutes expires and its hold is released. */
export const WITHDRAWAL_CODE_MINUTES = 15;

/** The withdrawal texts in `lang`. */
/*#__NO_SIDE_EFFECTS__*/
export function withdrawalMessages(lang: Language) {
  return {
    cappedToBalance: (balance: number) => t(lang, 'withdrawal.cappedToBalance', { balance: formatCentavos(balance) }),
    ewalletMonthlyCap: (left: number) =>
      t(lang, 'withdrawal.ewalletMonthlyCap', { cap: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS), left: formatCentavos(left) }),
    ewalletPerTransfer: t(lang, 'withdrawal.ewalletPerTransfer', { max: formatCentavos(INSTAPAY_MAX_CENTAVOS) }),
    backInWallet: t(lang, 'withdrawal.backInWallet'),
  };
}

export const WITHDRAWAL_MESSAGES = withdrawalMessages(DEFAULT_LANGUAGE);

/** PESONet's daily cut-off, Manila time (hour): a transfer sent later goes with the next banking day's batch. */
export const PESONET_CUTOFF_HOUR = 14;
const MANILA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The Manila date ('YYYY-MM-DD') a transfer by `rail` sent at `sentAt` arrives: InstaPay the same
 * day (within minutes, every day); PESONet the same day when sent on a weekday before the cut-off,
 * else the next weekday. Public holidays are not known here and can delay PESONet by a day more.
 */
export function payoutArrivalDate(rail: PayoutRail, sentAt: Date): string {
  if (rail === 'INSTAPAY') return manilaIsoDate(sentAt);
  const manila = new Date(sentAt.getTime() + MANILA_OFFSET_MS);
  const weekday = (d: Date) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5;
  if (weekday(manila) && manila.getUTCHours() < PESONET_CUTOFF_HOUR) return manilaIsoDate(sentAt);
  let next = new Date(sentAt.getTime() + DAY_MS);
  while (!weekday(new Date(next.getTime() + MANILA_OFFSET_MS))) next = new Date(next.getTime() + DAY_MS);
  return manilaIsoDate(next);
}

/**
 * The Manila date a PESONet withdrawal arrives when it was sent (or, not sent yet, requested)
 * after the cut-off or on a weekend: the next banking day; null for InstaPay and for one that
 * arrives the same day.
 */
export function lateArrivalDate(w: { amount: number; rail?: PayoutRail | null; requestedAt: Date; sentAt?: Date | null }): string | null {
  if ((w.rail ?? payoutRail(w.amount)) !== 'PESONET') return null;
  const from = w.sentAt ?? w.requestedAt;
  const arrives = payoutArrivalDate('PESONET', from);
  return arrives === manilaIsoDate(from) ? null : arrives;
}

/** The rail of a transfer of `amount` centavos. */
export function payoutRail(amount: number): PayoutRail {
  return amount <= INSTAPAY_MAX_CENTAVOS ? 'INSTAPAY' : 'PESONET';
}

/** The statement and message a member reads, in `lang`: the catalogue's, with the rail's time and the failure's reason. */
export function withdrawalStatusText(
  status: WithdrawalStatus,
  detail: { rail?: PayoutRail | null; failureReason?: string | null; sentAt?: Date | null } = {},
  lang: Language = DEFAULT_LANGUAGE,
): StatusEntry {
  const entry = statusCatalogues(lang).withdrawalStatus[status];
  if (status === 'PROCESSING' && detail.rail) {
    const arrives = detail.sentAt ? payoutArrivalDate(detail.rail, detail.sentAt) : null;
    // Sent after PESONet's cut-off or on a weekend: the member reads the day it arrives.
    const later = arrives !== null && arrives !== manilaIsoDate(detail.sentAt!);
    const expectedTime = later ? t(lang, 'payoutRail.PESONET_LATER', { date: formatDate(arrives, lang), cutoff: `${PESONET_CUTOFF_HOUR}:00` }) : t(lang, `payoutRail.${detail.rail}`);
    const rail = { rail: PAYOUT_RAIL_CATALOGUE[detail.rail].name, expectedTime };
    return { ...entry, message: t(lang, 'withdrawal.transferring', rail) };
  }
  if (status === 'FAILED') {
    // The payout provider's reason is its own words (English); the sentence after it is the member's language.
    const reason = detail.failureReason?.trim().replace(/\.$/, '') || t(lang, 'withdrawal.transferFailed');
    return { ...entry, message: `${reason}. ${t(lang, 'withdrawal.backInWallet')}` };
  }
  return entry;
}

/** What a destination of each kind takes from us, in centavos (null: no limit of ours). */
export const WITHDRAWAL_LIMITS: Readonly<Record<BankKind, { perWithdrawal: number | null; perMonth: number | null }>> = Object.freeze({
  bank: { perWithdrawal: null, perMonth: null },
  ewallet: { perWithdrawal: INSTAPAY_MAX_CENTAVOS, perMonth: EWALLET_MONTHLY_CAP_CENTAVOS },
});

/** The limits of each kind of withdrawal destination, as sentences in `lang` (the application, the disclosure). */
export function withdrawalLimitsText(lang: Language): string[] {
  return [
    t(lang, 'withdrawal.limitsEwallet', { perWithdrawal: formatCentavos(INSTAPAY_MAX_CENTAVOS), perMonth: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS) }),
    t(lang, 'withdrawal.limitsBank', { instapay: formatCentavos(INSTAPAY_MAX_CENTAVOS) }),
  ];
}

/**
 * Whether net proceeds of `amount` centavos credited to the wallet could all be withdrawn to a
 * destination of `kind` within the cooling-off period (3 days: within one calendar month at worst).
 */
export function proceedsReachable(kind: BankKind, amount: number): boolean {
  const perMonth = WITHDRAWAL_LIMITS[kind].perMonth;
  return perMonth === null || amount <= perMonth;
}

/**
 * `amount` (centavos) cut into withdrawals a destination of `kind` takes, with `leftThisMonth` of an
 * e-wallet's month still free: the largest pieces first; what the month cannot take is left out.
 */
export function withdrawalPieces(kind: BankKind, amount: number, leftThisMonth: number): number[] {
  const { perWithdrawal, perMonth } = WITHDRAWAL_LIMITS[kind];
  if (perWithdrawal === null || perMonth === null) return amount > 0 ? [amount] : [];
  const pieces: number[] = [];
  let rest = Math.min(amount, Math.max(0, leftThisMonth));
  while (rest > 0) {
    const piece = Math.min(rest, perWithdrawal);
    pieces.push(piece);
    rest -= piece;
  }
  return pieces;
}
