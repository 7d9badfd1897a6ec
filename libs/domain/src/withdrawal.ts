/**
 * Withdrawals (docs/product.md §2 Withdrawal, §4, §7): the payout rails and limits, and the words
 * a member reads about a withdrawal's status, shared by the API and the web.
 */
import type { WithdrawalStatus } from './enums';
import { t } from './i18n/translate';
import { formatCentavos } from './money';
import { WITHDRAWAL_STATUS_CATALOGUE, type StatusEntry } from './statuses';

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

export const WITHDRAWAL_MESSAGES = {
  cappedToBalance: (balance: number) => t('en', 'withdrawal.cappedToBalance', { balance: formatCentavos(balance) }),
  ewalletMonthlyCap: (left: number) =>
    t('en', 'withdrawal.ewalletMonthlyCap', { cap: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS), left: formatCentavos(left) }),
  ewalletPerTransfer: t('en', 'withdrawal.ewalletPerTransfer', { max: formatCentavos(INSTAPAY_MAX_CENTAVOS) }),
  backInWallet: t('en', 'withdrawal.backInWallet'),
};

/** The rail of a transfer of `amount` centavos. */
export function payoutRail(amount: number): PayoutRail {
  return amount <= INSTAPAY_MAX_CENTAVOS ? 'INSTAPAY' : 'PESONET';
}

/** The statement and message a member reads: the catalogue's, with the rail's time and the failure's reason. */
export function withdrawalStatusText(status: WithdrawalStatus, detail: { rail?: PayoutRail | null; failureReason?: string | null } = {}): StatusEntry {
  const entry = WITHDRAWAL_STATUS_CATALOGUE[status];
  if (status === 'PROCESSING' && detail.rail) {
    const rail = PAYOUT_RAIL_CATALOGUE[detail.rail];
    return { ...entry, message: t('en', 'withdrawal.transferring', { rail: rail.name, expectedTime: rail.expectedTime }) };
  }
  if (status === 'FAILED') {
    const reason = detail.failureReason?.trim().replace(/\.$/, '') || t('en', 'withdrawal.transferFailed');
    return { ...entry, message: `${reason}. ${WITHDRAWAL_MESSAGES.backInWallet}` };
  }
  return entry;
}
