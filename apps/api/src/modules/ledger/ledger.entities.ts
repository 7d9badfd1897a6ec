import { Check, Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';
import type { AccountType, EntryKind } from './ledger.types';

// The schema, its checks and its triggers are written in migrations/1795500000000-ledger-currencies.ts;
// the names here only keep TypeORM's view of the schema in step with it. Rows of journal_entries
// and journal_lines are only ever inserted, and only by LedgerService.

/**
 * An account of the ledger. `balance` is the sum of the account's journal lines (credits
 * positive), maintained by a database trigger when lines are inserted; never write it.
 */
@Entity({ name: 'ledger_accounts' })
@Index('ledger_accounts_member_idx', ['memberId'])
@Check('ledger_accounts_type_known', `type IN ('asset', 'liability', 'income', 'expense', 'equity')`)
@Check('ledger_accounts_currency_php', `currency = 'PHP'`)
@Check('ledger_accounts_balance_nonneg', `allow_negative OR balance >= 0`)
@Check('ledger_accounts_balance_range', `balance BETWEEN -281474976710656 AND 281474976710656`)
@Check(
  'ledger_accounts_code_format',
  `(member_id IS NULL AND code ~ '^[A-Z][A-Z_]*$') OR (member_id IS NOT NULL AND code = split_part(code, ':', 1) || ':' || member_id::text AND NOT allow_negative)`,
)
export class LedgerAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 'WALLET:<memberId>', 'WITHDRAWAL_HOLDS:<memberId>', or a company account ('LOAN_RECEIVABLE', ...). */
  @Column({ type: 'text', unique: true })
  code: string;

  @Column({ type: 'text' })
  type: AccountType;

  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'ledger_accounts_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string | null;

  @Column({ type: 'text', default: 'PHP' })
  currency: 'PHP';

  /** Centavos; credits positive. Kept by the database from the lines. */
  @Column({ type: 'bigint', default: 0, transformer: centavosTransformer })
  balance: number;

  @Column({ name: 'allow_negative', type: 'boolean' })
  allowNegative: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** One money movement: two or more lines summing to zero. Never updated; mistakes are reversed. */
@Entity({ name: 'journal_entries' })
@Index('journal_entries_member_idx', ['memberId', 'createdAt'])
@Index('journal_entries_loan_idx', ['loanId'])
@Index('journal_entries_withdrawal_idx', ['withdrawalId'])
@Index('journal_entries_booked_on_idx', ['bookedOn'])
@Index('journal_entries_created_idx', ['createdAt'])
@Check('journal_entries_movement_key_length', `char_length(movement_key) BETWEEN 1 AND 200`)
@Check(
  'journal_entries_kind_known',
  `kind IN ('FUNDING', 'DISBURSEMENT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_POST', 'WITHDRAWAL_VOID', 'PAYOUT_SETTLEMENT', 'REPAYMENT', 'REFUND', 'REVERSAL', 'CASH_IN', 'SUSPENSE', 'INTEREST_ACCRUAL', 'LATE_CHARGE', 'PROVISION', 'WRITE_OFF', 'RECOVERY')`,
)
export class JournalEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique: posting the same movement again returns this entry instead of moving money twice. */
  @Column({ name: 'movement_key', type: 'text', unique: true })
  movementKey: string;

  @Column({ type: 'text' })
  kind: EntryKind;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  memberId: string | null;

  @Column({ name: 'loan_id', type: 'uuid', nullable: true })
  loanId: string | null;

  @Column({ name: 'withdrawal_id', type: 'uuid', nullable: true })
  withdrawalId: string | null;

  /** The entry this one reverses (its lines negated); an entry is reversed at most once. */
  @Column({ name: 'reversal_of', type: 'uuid', nullable: true, unique: true })
  reversalOf: string | null;

  @OneToOne(() => JournalEntryEntity)
  @JoinColumn({ name: 'reversal_of', foreignKeyConstraintName: 'journal_entries_reversal_of_fkey' })
  reversed?: JournalEntryEntity;

  /** The WITHDRAWAL_HOLD entry this post or void settles; a hold is settled at most once. */
  @Column({ name: 'resolves_hold_id', type: 'uuid', nullable: true, unique: true })
  resolvesHoldId: string | null;

  @OneToOne(() => JournalEntryEntity)
  @JoinColumn({ name: 'resolves_hold_id', foreignKeyConstraintName: 'journal_entries_resolves_hold_id_fkey' })
  resolvedHold?: JournalEntryEntity;

  /**
   * The business day (Manila) the entry belongs to: what statements and closed periods go by.
   * The migration's default ends in ::date; TypeORM compares defaults with their casts removed.
   */
  @Column({ name: 'booked_on', type: 'date', default: () => `((now() AT TIME ZONE 'Asia/Manila'))` })
  bookedOn: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** One side of an entry: a signed amount (credit positive, debit negative, never zero) on one account. */
@Entity({ name: 'journal_lines' })
@Index('journal_lines_account_idx', ['accountId'])
@Unique('journal_lines_entry_account_key', ['entryId', 'accountId'])
@Check('journal_lines_amount_nonzero', `amount <> 0`)
export class JournalLineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'entry_id', type: 'uuid' })
  entryId: string;

  @ManyToOne(() => JournalEntryEntity)
  @JoinColumn({ name: 'entry_id', foreignKeyConstraintName: 'journal_lines_entry_id_fkey' })
  entry?: JournalEntryEntity;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId: string;

  @ManyToOne(() => LedgerAccountEntity)
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'journal_lines_account_id_fkey' })
  account?: LedgerAccountEntity;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  amount: number;
}

/**
 * A month closed by two admins (migrations/1798330000000-closed-periods.ts): no entry may be booked
 * on or before the latest `closedThrough`; the database refuses it, and refuses to change a close.
 */
@Entity({ name: 'closed_periods' })
@Unique('closed_periods_month_key', ['month'])
@Unique('closed_periods_closed_through_key', ['closedThrough'])
@Check('closed_periods_month_format', `month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check('closed_periods_four_eyes', `made_by <> checked_by`)
export class ClosedPeriodEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** YYYY-MM (Manila). */
  @Column({ type: 'text' })
  month: string;

  /** The month's last day: entries booked on or before it are refused. */
  @Column({ name: 'closed_through', type: 'date' })
  closedThrough: string;

  @Column({ name: 'made_by', type: 'uuid' })
  madeBy: string;

  @Column({ name: 'checked_by', type: 'uuid' })
  checkedBy: string;

  /** The four-eyes action that asked for it. */
  @Column({ name: 'pending_action_id', type: 'uuid' })
  pendingActionId: string;

  @Column({ name: 'closed_at', type: 'timestamptz', default: () => 'now()' })
  closedAt: Date;
}

export const LEDGER_ENTITIES = [LedgerAccountEntity, JournalEntryEntity, JournalLineEntity, ClosedPeriodEntity];
