/**
 * Pure rules of the ledger: signs, entry shape, idempotent comparison and the RECIPES the money
 * flows use. No I/O here; LedgerService posts what these build.
 *
 * Sign convention: CREDIT POSITIVE, DEBIT NEGATIVE (docs/decisions/001-ledger.md explains why).
 */
import { ENTRY_KINDS, SYSTEM_ACCOUNTS, holdsCode, walletCode, type EntryKind, type EntryRefs, type LineInput, type PostInput } from './ledger.types';
import { LedgerRuleError } from './ledger.errors';

const MAX_KEY_LENGTH = 200;

function positive(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new LedgerRuleError(`${what} must be a positive whole number of centavos, got ${String(amount)}`);
  }
  return amount;
}

/** A debit of `amount` (> 0) centavos: a negative line. */
export function debit(accountCode: string, amount: number): LineInput {
  return { accountCode, amount: -positive(amount, 'A debit') };
}

/** A credit of `amount` (> 0) centavos: a positive line. */
export function credit(accountCode: string, amount: number): LineInput {
  return { accountCode, amount: positive(amount, 'A credit') };
}

/** Throws LedgerRuleError unless the entry is well formed and balanced (before any I/O). */
export function checkEntryShape(input: PostInput): void {
  if (typeof input.movementKey !== 'string' || input.movementKey.length < 1 || input.movementKey.length > MAX_KEY_LENGTH) {
    throw new LedgerRuleError(`A movement key of 1 to ${MAX_KEY_LENGTH} characters is required`);
  }
  if (!(ENTRY_KINDS as readonly string[]).includes(input.kind)) throw new LedgerRuleError(`Unknown entry kind ${String(input.kind)}`);
  if (typeof input.description !== 'string' || input.description.trim() === '') throw new LedgerRuleError('An entry needs a description');
  if (!Array.isArray(input.lines) || input.lines.length < 2) throw new LedgerRuleError('An entry needs at least two lines');
  let sum = 0n;
  for (const line of input.lines) {
    if ((line.accountCode === undefined) === (line.accountId === undefined)) {
      throw new LedgerRuleError('Each line names its account by accountCode or by accountId (one of them)');
    }
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new LedgerRuleError(`A line amount must be a non-zero whole number of centavos, got ${String(line.amount)}`);
    }
    sum += BigInt(line.amount);
  }
  if (sum !== 0n) throw new LedgerRuleError(`Unbalanced entry ${input.movementKey}: its lines sum to ${sum}, not 0`);
}

/** What makes two posts of one movement key the same movement (the description may differ). */
export interface EntryContent {
  kind: EntryKind;
  memberId: string | null;
  loanId: string | null;
  withdrawalId: string | null;
  reversalOf: string | null;
  resolvesHoldId: string | null;
  lines: { accountId: string; amount: number }[];
}

export function sameContent(a: EntryContent, b: EntryContent): boolean {
  const lines = (c: EntryContent) =>
    [...c.lines]
      .sort((x, y) => (x.accountId < y.accountId ? -1 : x.accountId > y.accountId ? 1 : 0))
      .map((l) => `${l.accountId}:${l.amount}`)
      .join(',');
  return (
    a.kind === b.kind &&
    a.memberId === b.memberId &&
    a.loanId === b.loanId &&
    a.withdrawalId === b.withdrawalId &&
    a.reversalOf === b.reversalOf &&
    a.resolvesHoldId === b.resolvesHoldId &&
    lines(a) === lines(b)
  );
}

/** Lines with the signs flipped: the body of a reversal. */
export function negateLines<T extends { amount: number }>(lines: T[]): T[] {
  return lines.map((l) => ({ ...l, amount: -l.amount }));
}

const refs = (r: EntryRefs): EntryRefs => ({ memberId: r.memberId ?? null, loanId: r.loanId ?? null, withdrawalId: r.withdrawalId ?? null });

/**
 * What a repayment clears: principal (LOAN_RECEIVABLE) and interest with late charges, less the
 * interest a pay-off gives back (docs/decisions/006-prepayment-rebate.md). Of the interest, what the
 * close of business accrued before clears ACCRUED_INTEREST_RECEIVABLE (`interestAccrued`) and
 * LATE_CHARGES_RECEIVABLE (`lateChargesAccrued`); the rest is INTEREST_INCOME now
 * (docs/decisions/030-close-of-business.md).
 */
interface RepaymentParts {
  principal: number;
  /** Interest and late charges together. */
  interest: number;
  interestAccrued?: number;
  lateChargesAccrued?: number;
  interestRefund?: number;
}

function repaymentTotal(p: RepaymentParts): number {
  const refund = p.interestRefund ?? 0;
  const accrued = (p.interestAccrued ?? 0) + (p.lateChargesAccrued ?? 0);
  if (p.principal < 0 || p.interest < 0 || refund < 0 || (p.interestAccrued ?? 0) < 0 || (p.lateChargesAccrued ?? 0) < 0) {
    throw new LedgerRuleError('Repayment parts cannot be negative');
  }
  if (accrued > p.interest) throw new LedgerRuleError('A repayment cannot clear more accruals than the interest it pays');
  if (refund > 0 && p.interest > 0) throw new LedgerRuleError('A repayment either books interest or gives it back');
  return positive(p.principal + p.interest - refund, 'A repayment');
}

/**
 * Where a channel's money is taken from: COMPANY_FUNDING as it arrives, PAYMENTS_SUSPENSE when it
 * arrived with a reference that is not ours and staff later assigned it.
 */
export type ChannelMoneySource = 'COMPANY_FUNDING' | 'PAYMENTS_SUSPENSE';
const fromSuspense = (from: ChannelMoneySource | undefined) => (from === 'PAYMENTS_SUSPENSE' ? ', assigned from suspense' : '');

/** The payer's line, then the credit of principal, accruals and interest (or the debit of the interest given back); a zero part is left out. */
function repaymentLines(payer: LineInput, p: RepaymentParts): LineInput[] {
  const lines: LineInput[] = [payer];
  if (p.principal > 0) lines.push(credit(SYSTEM_ACCOUNTS.LOAN_RECEIVABLE, p.principal));
  const interestAccrued = p.interestAccrued ?? 0;
  const lateChargesAccrued = p.lateChargesAccrued ?? 0;
  if (interestAccrued > 0) lines.push(credit(SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE, interestAccrued));
  if (lateChargesAccrued > 0) lines.push(credit(SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE, lateChargesAccrued));
  const incomeNow = p.interest - interestAccrued - lateChargesAccrued;
  if (incomeNow > 0) lines.push(credit(SYSTEM_ACCOUNTS.INTEREST_INCOME, incomeNow));
  if ((p.interestRefund ?? 0) > 0) lines.push(debit(SYSTEM_ACCOUNTS.INTEREST_INCOME, p.interestRefund!));
  return lines;
}

/** What a loan owes on the books: its receivables (docs/decisions/029-accrual-books.md), each in centavos. */
export interface LoanReceivables {
  principal: number;
  interest: number;
  lateCharges: number;
}

/** Where money for a written-off loan comes from: the member's wallet, or a channel (as in cashIn). */
export type RecoveryPayer = { wallet: string } | { channel: ChannelMoneySource };

/**
 * RECIPES. Each returns the PostInput of one money movement with its canonical movement key, so
 * that a retry (a second job instance, a repeated request) posts the same key and moves money once.
 * Post them with LedgerService.post(manager, recipe) inside the use case's transaction.
 */
export const recipes = {
  /** Owners put capital into the company's bank account: debit COMPANY_FUNDING, credit COMPANY_EQUITY. */
  funding(p: { reference: string; amount: number; description?: string }): PostInput {
    return {
      movementKey: `funding:${p.reference}`,
      kind: 'FUNDING',
      description: p.description ?? `Capital paid in (${p.reference})`,
      lines: [debit(SYSTEM_ACCOUNTS.COMPANY_FUNDING, p.amount), credit(SYSTEM_ACCOUNTS.COMPANY_EQUITY, p.amount)],
    };
  },

  /** The approved principal reaches the member's wallet: debit LOAN_RECEIVABLE, credit WALLET. Once per loan. */
  disbursement(p: { loanId: string; memberId: string; amount: number; loanNumber?: string }): PostInput {
    return {
      movementKey: `loan:${p.loanId}:disbursement`,
      kind: 'DISBURSEMENT',
      description: `Loan ${p.loanNumber ?? p.loanId} disbursed to the wallet`,
      lines: [debit(SYSTEM_ACCOUNTS.LOAN_RECEIVABLE, p.amount), credit(walletCode(p.memberId), p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },

  /**
   * A withdrawal holds the amount (TigerBeetle's pending transfer): debit WALLET, credit
   * WITHDRAWAL_HOLDS:<member>. The wallet may not go negative: 409 InsufficientFundsError.
   * Settle it once with LedgerService.postWithdrawal (paid out) or voidWithdrawal (released).
   */
  withdrawalHold(p: { withdrawalId: string; memberId: string; amount: number; withdrawalNumber?: string }): PostInput {
    return {
      movementKey: `withdrawal:${p.withdrawalId}:hold`,
      kind: 'WITHDRAWAL_HOLD',
      description: `Withdrawal ${p.withdrawalNumber ?? p.withdrawalId} held`,
      lines: [debit(walletCode(p.memberId), p.amount), credit(holdsCode(p.memberId), p.amount)],
      refs: refs({ memberId: p.memberId, withdrawalId: p.withdrawalId }),
    };
  },

  /** The bank confirmed the payouts of a day: debit PAYOUT_CLEARING, credit COMPANY_FUNDING (cash left). */
  payoutSettlement(p: { reference: string; amount: number; description?: string }): PostInput {
    return {
      movementKey: `payout-settlement:${p.reference}`,
      kind: 'PAYOUT_SETTLEMENT',
      description: p.description ?? `Payouts settled by the bank (${p.reference})`,
      lines: [debit(SYSTEM_ACCOUNTS.PAYOUT_CLEARING, p.amount), credit(SYSTEM_ACCOUNTS.COMPANY_FUNDING, p.amount)],
    };
  },

  /**
   * The member pays from the wallet: debit WALLET (principal + interest), credit LOAN_RECEIVABLE
   * (principal) and INTEREST_INCOME (interest, late charges). `paymentKey` identifies this payment
   * (e.g. the request's Idempotency-Key). A zero part is left out. The cooling-off return of the
   * principal (docs/product.md §7) is this recipe with interest 0.
   */
  repaymentFromWallet(p: RepaymentParts & { loanId: string; memberId: string; paymentKey: string; loanNumber?: string }): PostInput {
    return {
      movementKey: `loan:${p.loanId}:repayment:${p.paymentKey}`,
      kind: 'REPAYMENT',
      description: `Repayment of loan ${p.loanNumber ?? p.loanId} from the wallet`,
      lines: repaymentLines(debit(walletCode(p.memberId), repaymentTotal(p)), p),
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },

  /**
   * A repayment received through a channel (bank deposit, e-wallet; POST /officer/payments):
   * debit COMPANY_FUNDING (PAYMENTS_SUSPENSE when the money waited there: `from`), credit
   * LOAN_RECEIVABLE and INTEREST_INCOME. Idempotent by the channel's own reference.
   */
  repaymentReceived(p: RepaymentParts & { loanId: string; memberId: string; channel: string; externalRef: string; loanNumber?: string; from?: ChannelMoneySource }): PostInput {
    return {
      movementKey: `payment:${p.channel}:${p.externalRef}`,
      kind: 'REPAYMENT',
      description: `Repayment of loan ${p.loanNumber ?? p.loanId} received by ${p.channel} (${p.externalRef})${fromSuspense(p.from)}`,
      lines: repaymentLines(debit(SYSTEM_ACCOUNTS[p.from ?? 'COMPANY_FUNDING'], repaymentTotal(p)), p),
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },

  /**
   * The close of business of `day` (or a loan's catch-up before a change) books the interest the
   * loan earned by then and not yet recognised: debit ACCRUED_INTEREST_RECEIVABLE, credit
   * INTEREST_INCOME, on that business day. Once per loan and day.
   */
  interestAccrual(p: { loanId: string; memberId: string; amount: number; day: string; loanNumber?: string }): PostInput {
    return {
      movementKey: `loan:${p.loanId}:accrual:${p.day}`,
      kind: 'INTEREST_ACCRUAL',
      description: `Interest earned by loan ${p.loanNumber ?? p.loanId} through ${p.day}`,
      lines: [debit(SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE, p.amount), credit(SYSTEM_ACCOUNTS.INTEREST_INCOME, p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
      bookedOn: p.day,
    };
  },

  /** Late charges fallen due on the loan by `day`: debit LATE_CHARGES_RECEIVABLE, credit INTEREST_INCOME. Once per loan and day. */
  lateChargeDue(p: { loanId: string; memberId: string; amount: number; day: string; loanNumber?: string }): PostInput {
    return {
      movementKey: `loan:${p.loanId}:late-charge:${p.day}`,
      kind: 'LATE_CHARGE',
      description: `Late charges of loan ${p.loanNumber ?? p.loanId} fallen due by ${p.day}`,
      lines: [debit(SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE, p.amount), credit(SYSTEM_ACCOUNTS.INTEREST_INCOME, p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
      bookedOn: p.day,
    };
  },

  /**
   * Money paid by a channel to the wallet's reference (cash-in): debit COMPANY_FUNDING
   * (PAYMENTS_SUSPENSE when the money waited there: `from`), credit WALLET. Once per channel transaction.
   */
  cashIn(p: { memberId: string; amount: number; channel: string; transactionId: string; loanId?: string; from?: ChannelMoneySource }): PostInput {
    return {
      movementKey: `cash-in:${p.channel}:${p.transactionId}`,
      kind: 'CASH_IN',
      description: `Cash-in to the wallet by ${p.channel} (${p.transactionId})${fromSuspense(p.from)}`,
      lines: [debit(SYSTEM_ACCOUNTS[p.from ?? 'COMPANY_FUNDING'], positive(p.amount, 'A cash-in')), credit(walletCode(p.memberId), p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },
  /**
   * The month end's re-measurement of the allowance for credit losses, booked on that day, once per
   * month end: `change` > 0 raises it (debit CREDIT_LOSS_EXPENSE, credit ALLOWANCE_FOR_CREDIT_LOSSES),
   * < 0 releases it (the reverse).
   */
  provision(p: { monthEnd: string; change: number }): PostInput {
    const [from, to] = p.change > 0 ? [SYSTEM_ACCOUNTS.CREDIT_LOSS_EXPENSE, SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES] : [SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES, SYSTEM_ACCOUNTS.CREDIT_LOSS_EXPENSE];
    const amount = Math.abs(p.change);
    return {
      movementKey: `provision:${p.monthEnd}`,
      kind: 'PROVISION',
      description: `Allowance for credit losses ${p.change > 0 ? 'raised' : 'released'} at the month end ${p.monthEnd}`,
      lines: [debit(from, amount), credit(to, amount)],
      bookedOn: p.monthEnd,
    };
  },

  /**
   * A loan written off: its receivables leave the books (credit LOAN_RECEIVABLE,
   * ACCRUED_INTEREST_RECEIVABLE, LATE_CHARGES_RECEIVABLE) against the allowance (debit
   * ALLOWANCE_FOR_CREDIT_LOSSES, `fromAllowance`), and what the allowance does not cover is a loss
   * (debit CREDIT_LOSS_EXPENSE). Once per loan; a zero part is left out.
   */
  writeOff(p: LoanReceivables & { loanId: string; memberId: string; loanNumber: string; fromAllowance: number }): PostInput {
    const total = p.principal + p.interest + p.lateCharges;
    if (p.fromAllowance < 0 || p.fromAllowance > total) throw new LedgerRuleError('A write-off takes from the allowance at most what it writes off');
    const lines: LineInput[] = [];
    if (p.principal > 0) lines.push(credit(SYSTEM_ACCOUNTS.LOAN_RECEIVABLE, p.principal));
    if (p.interest > 0) lines.push(credit(SYSTEM_ACCOUNTS.ACCRUED_INTEREST_RECEIVABLE, p.interest));
    if (p.lateCharges > 0) lines.push(credit(SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE, p.lateCharges));
    if (p.fromAllowance > 0) lines.push(debit(SYSTEM_ACCOUNTS.ALLOWANCE_FOR_CREDIT_LOSSES, p.fromAllowance));
    if (total > p.fromAllowance) lines.push(debit(SYSTEM_ACCOUNTS.CREDIT_LOSS_EXPENSE, total - p.fromAllowance));
    return {
      movementKey: `loan:${p.loanId}:write-off`,
      kind: 'WRITE_OFF',
      description: `Loan ${p.loanNumber} written off`,
      lines,
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },

  /**
   * Money received on a written-off loan: debit the wallet or the channel's account, credit
   * RECOVERY_INCOME. The receivables stay written off. Once per payment (`paymentKey`).
   */
  recovery(p: { loanId: string; memberId: string; loanNumber: string; amount: number; paymentKey: string; payer: RecoveryPayer }): PostInput {
    const payer = 'wallet' in p.payer ? walletCode(p.payer.wallet) : SYSTEM_ACCOUNTS[p.payer.channel];
    return {
      movementKey: `recovery:${p.paymentKey}`,
      kind: 'RECOVERY',
      description: `Recovery on written-off loan ${p.loanNumber}`,
      lines: [debit(payer, positive(p.amount, 'A recovery')), credit(SYSTEM_ACCOUNTS.RECOVERY_INCOME, p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },

  /** Money paid by a channel with a reference that is not ours: debit COMPANY_FUNDING, credit PAYMENTS_SUSPENSE. Never lost. */
  suspense(p: { amount: number; channel: string; transactionId: string; reference: string }): PostInput {
    return {
      movementKey: `suspense:${p.channel}:${p.transactionId}`,
      kind: 'SUSPENSE',
      description: `Held in suspense: ${p.channel} (${p.transactionId}) paid to unknown reference ${p.reference}`,
      lines: [debit(SYSTEM_ACCOUNTS.COMPANY_FUNDING, positive(p.amount, 'A payment in suspense')), credit(SYSTEM_ACCOUNTS.PAYMENTS_SUSPENSE, p.amount)],
    };
  },
  /**
   * A late charge waived through four eyes, where the late charge had been booked as earned
   * (LATE_CHARGE: debit LATE_CHARGES_RECEIVABLE, credit INTEREST_INCOME): the correcting entry,
   * debit INTEREST_INCOME, credit LATE_CHARGES_RECEIVABLE. Once per waiver.
   */
  lateChargeWaiver(p: { loanId: string; memberId: string; amount: number; waiverId: string; loanNumber?: string }): PostInput {
    return {
      movementKey: `loan:${p.loanId}:late-charge-waiver:${p.waiverId}`,
      kind: 'LATE_CHARGE',
      description: `Late charge of loan ${p.loanNumber ?? p.loanId} waived`,
      lines: [debit(SYSTEM_ACCOUNTS.INTEREST_INCOME, positive(p.amount, 'A late charge waived')), credit(SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE, p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId }),
    };
  },
  /**
   * Money given back to the member's wallet: debit the account it was booked to, credit WALLET.
   * `from`: INTEREST_INCOME for a rebate of unearned interest or an overcharged late fee,
   * LOAN_RECEIVABLE for an overpaid principal, PAYOUT_CLEARING for a payout the bank returned
   * after it was posted.
   */
  refundToWallet(p: {
    memberId: string;
    amount: number;
    from: 'INTEREST_INCOME' | 'LOAN_RECEIVABLE' | 'PAYOUT_CLEARING';
    refundKey: string;
    reason: string;
    loanId?: string;
    withdrawalId?: string;
  }): PostInput {
    return {
      movementKey: `refund:${p.refundKey}`,
      kind: 'REFUND',
      description: p.reason,
      lines: [debit(SYSTEM_ACCOUNTS[p.from], p.amount), credit(walletCode(p.memberId), p.amount)],
      refs: refs({ memberId: p.memberId, loanId: p.loanId, withdrawalId: p.withdrawalId }),
    };
  },
};
