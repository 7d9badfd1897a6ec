import { formatCentavos, lateArrivalDate, maskAccountNumber, withdrawalStatusText, type Language, type WithdrawalStatus } from '@halimbawa/domain';
import type { OfficerWithdrawalDto, WithdrawalDto } from './dto/withdrawal.dto';
import type { WithdrawalEntity } from './withdrawal.entities';
import { WITHDRAWAL_WRONG_TRIES, withdrawalReference } from './withdrawal.rules';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ENDED: readonly WithdrawalStatus[] = ['FAILED', 'CANCELLED', 'EXPIRED'];

/**
 * A withdrawal as its member reads it: the account number masked (docs/product.md §2), the status
 * card worded from libs/domain's catalogue in the reader's language (the web shows it as it comes).
 */
export function toWithdrawalDto(w: WithdrawalEntity, shortName: string, lang: Language): WithdrawalDto {
  const { statement, message, colour, icon } = withdrawalStatusText(w.status, { rail: w.rail, failureReason: w.failureReason, sentAt: w.processingAt }, lang);
  return {
    id: w.id,
    withdrawalNumber: w.withdrawalNumber,
    reference: withdrawalReference(shortName, w.withdrawalNumber),
    status: w.status,
    card: { statement, message, colour, icon },
    currency: 'PHP',
    amount: w.amount,
    amountText: formatCentavos(w.amount),
    fee: 0,
    feeText: formatCentavos(0),
    total: w.amount,
    totalText: formatCentavos(w.amount),
    exchangeRate: '1',
    destination: { bankName: w.bankName, bankKind: w.bankKind, accountName: w.accountName, accountNumberMasked: maskAccountNumber(w.accountNumber) },
    // A withdrawal just created has no value in these columns yet (undefined, not null): every
    // answer has the same keys, first or replayed.
    rail: w.rail ?? null,
    failureReason: w.failureReason ?? null,
    payoutReference: w.payoutReference ?? null,
    codeTriesLeft: w.status === 'AWAITING_OTP' ? WITHDRAWAL_WRONG_TRIES - w.otpWrongTries : 0,
    expiresAt: w.expiresAt.toISOString(),
    createdAt: w.createdAt.toISOString(),
    confirmedAt: iso(w.confirmedAt),
    completedAt: iso(w.completedAt),
    endedAt: iso(w.failedAt ?? w.cancelledAt ?? w.expiredAt),
    arrivesOn: ENDED.includes(w.status) ? null : lateArrivalDate({ amount: w.amount, rail: w.rail, requestedAt: w.confirmedAt ?? w.createdAt, sentAt: w.processingAt }),
  };
}

export function toOfficerWithdrawalDto(w: WithdrawalEntity, shortName: string, payoutAttempts: number, lang: Language): OfficerWithdrawalDto {
  return { ...toWithdrawalDto(w, shortName, lang), memberId: w.memberId, payoutAttempts };
}
