/**
 * The ledger's vocabulary. Read docs/decisions/001-ledger.md first.
 *
 * SIGN CONVENTION: a line's amount is in PHP centavos, CREDIT POSITIVE, DEBIT NEGATIVE, and an
 * account's balance is the plain sum of its lines. Use `credit()` and `debit()` (ledger.rules.ts)
 * rather than writing signs by hand.
 */

export type AccountType = 'asset' | 'liability' | 'income' | 'expense' | 'equity';

/** The company's accounts, created by the migration. */
export const SYSTEM_ACCOUNTS = {
  /** Asset: the company's bank funds (cash) that pay withdrawals and receive repayments. */
  COMPANY_FUNDING: 'COMPANY_FUNDING',
  /** Equity: capital the owners put in (the other side of funding the company's bank account). */
  COMPANY_EQUITY: 'COMPANY_EQUITY',
  /** Asset: principal the borrowers owe. */
  LOAN_RECEIVABLE: 'LOAN_RECEIVABLE',
  /** Income: add-on interest and late charges, earned (accrued) or received. */
  INTEREST_INCOME: 'INTEREST_INCOME',
  /** Asset: interest earned day by day by the close of business and not yet paid. */
  ACCRUED_INTEREST_RECEIVABLE: 'ACCRUED_INTEREST_RECEIVABLE',
  /** Asset: late charges fallen due and not yet paid. */
  LATE_CHARGES_RECEIVABLE: 'LATE_CHARGES_RECEIVABLE',
  /** Contra-asset (credit balance): the allowance for expected credit losses on the receivables. */
  ALLOWANCE_FOR_CREDIT_LOSSES: 'ALLOWANCE_FOR_CREDIT_LOSSES',
  /** Expense: what re-measuring the allowance costs (a release is a credit). */
  CREDIT_LOSS_EXPENSE: 'CREDIT_LOSS_EXPENSE',
  /** Income: money received on a loan after it was written off. */
  RECOVERY_INCOME: 'RECOVERY_INCOME',
  /** Liability: withdrawals paid out of holds and sent to the payout provider, not yet settled by the bank. */
  PAYOUT_CLEARING: 'PAYOUT_CLEARING',
  /** Liability: money a channel paid with a reference that is not ours, held for the back office to return or apply. */
  PAYMENTS_SUSPENSE: 'PAYMENTS_SUSPENSE',
} as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

/** Liability: what the company owes the member and the member may withdraw. Never negative. */
export const walletCode = (memberId: string) => `WALLET:${memberId}`;
/** Liability: the member's money held for withdrawals awaiting their outcome. Never negative. */
export const holdsCode = (memberId: string) => `WITHDRAWAL_HOLDS:${memberId}`;

export const MEMBER_ACCOUNT_PREFIXES = ['WALLET', 'WITHDRAWAL_HOLDS'] as const;

export const ENTRY_KINDS = [
  'FUNDING',
  'DISBURSEMENT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_POST',
  'WITHDRAWAL_VOID',
  'PAYOUT_SETTLEMENT',
  'REPAYMENT',
  'REFUND',
  'REVERSAL',
  'CASH_IN',
  'SUSPENSE',
  'INTEREST_ACCRUAL',
  'LATE_CHARGE',
  'PROVISION',
  'WRITE_OFF',
  'RECOVERY',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** One line to post: an account (by code or id) and a signed amount in centavos (credit > 0 > debit). */
export interface LineInput {
  accountCode?: string;
  accountId?: string;
  amount: number;
}

/** What an entry is about; stored on the entry for statements and look-ups. */
export interface EntryRefs {
  memberId?: string | null;
  loanId?: string | null;
  withdrawalId?: string | null;
}

export interface PostInput {
  /**
   * Unique per money movement, chosen by the caller so that a retry uses the same key, e.g.
   * `loan:<loanId>:disbursement`, `withdrawal:<id>:hold`. At most 200 characters.
   */
  movementKey: string;
  kind: EntryKind;
  description: string;
  lines: LineInput[];
  refs?: EntryRefs;
  /**
   * The business day (Manila, YYYY-MM-DD) the entry belongs to; today's Manila date when absent.
   * A close of business books a day's accruals on that day, after it has ended.
   */
  bookedOn?: string;
  /** Set by LedgerService.reverse(); do not set by hand. */
  reversalOf?: string | null;
  /** Set by LedgerService.postHold() / voidHold(); do not set by hand. */
  resolvesHoldId?: string | null;
}

export interface PostedLine {
  accountId: string;
  accountCode: string;
  amount: number;
}

export interface PostedEntry {
  id: string;
  movementKey: string;
  kind: EntryKind;
  description: string;
  memberId: string | null;
  loanId: string | null;
  withdrawalId: string | null;
  reversalOf: string | null;
  resolvesHoldId: string | null;
  createdAt: Date;
  lines: PostedLine[];
  /** True when the key had been posted before and this is that entry, returned as it was. */
  replayed: boolean;
}
