import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

// The schema is written in migrations/1795800000000-repayments.ts (and 1796900000000-channel-reference-key.ts, 1797310000000-payoff-on-actual-cash-flows.ts, 1797700000000-receipts-reminders-auto-debit.ts); the names here keep TypeORM's
// view of it in step.

/**
 * One payment on a loan (docs/product.md §7): from the wallet (unique per member and Idempotency-Key,
 * with the request's fingerprint to tell a replay from a reuse) or received through a channel
 * (unique per channel and external reference, recorded by an officer), with its allocation and the
 * journal entry that moved the money.
 */
/** NEXT, AMOUNT, PAYOFF: the member's own payments from the wallet; AUTO_DEBIT: the due date's from the wallet; CHANNEL: received by reference or recorded. */
export const REPAYMENT_RECORD_KINDS = ['NEXT', 'AMOUNT', 'PAYOFF', 'CHANNEL', 'AUTO_DEBIT'] as const;
export type RepaymentRecordKind = (typeof REPAYMENT_RECORD_KINDS)[number];

@Entity({ name: 'repayments' })
@Index('repayments_idempotency_key', ['memberId', 'idempotencyKey'], { unique: true, where: 'idempotency_key IS NOT NULL' })
@Index('repayments_channel_ref_key', ['channel', 'externalRefKey'], { unique: true, where: 'channel IS NOT NULL' })
@Index('repayments_loan_idx', ['loanId', 'createdAt'])
@Unique('repayments_receipt_number_key', ['receiptNumber'])
@Check('repayments_ref_key_present', `(external_ref IS NULL) = (external_ref_key IS NULL)`)
@Check('repayments_remaining_nonneg', `remaining >= 0`)
@Check('repayments_source_known', `source IN ('WALLET', 'CHANNEL')`)
@Check('repayments_kind_known', `kind IN ('NEXT', 'AMOUNT', 'PAYOFF', 'CHANNEL', 'AUTO_DEBIT')`)
@Check(
  'repayments_amount_split',
  `amount > 0 AND late_charge >= 0 AND interest >= 0 AND principal >= 0 AND rebate >= 0
         AND interest_refund >= 0 AND interest_refund <= rebate AND amount = late_charge + interest + principal - interest_refund`,
)
@Check(
  'repayments_source_fields',
  `(source = 'WALLET' AND idempotency_key IS NOT NULL AND request_fingerprint IS NOT NULL AND channel IS NULL AND external_ref IS NULL)
          OR (source = 'CHANNEL' AND kind = 'CHANNEL' AND channel IS NOT NULL AND external_ref IS NOT NULL)`,
)
export class RepaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'loan_id', type: 'uuid' })
  @ForeignKey('loans', { name: 'repayments_loan_id_fkey', onDelete: 'RESTRICT' })
  loanId: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'repayments_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  @Column({ type: 'text' })
  source: 'WALLET' | 'CHANNEL';

  @Column({ type: 'text' })
  kind: RepaymentRecordKind;

  /** What moved: late charge + interest + principal − interest refund (PHP centavos). */
  @Column({ type: 'bigint', transformer: centavosTransformer })
  amount: number;

  @Column({ name: 'late_charge', type: 'bigint', transformer: centavosTransformer })
  lateCharge: number;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  interest: number;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  principal: number;

  /** Unearned interest forgiven (pay-off only), the interest refund included. */
  @Column({ type: 'bigint', default: 0, transformer: centavosTransformer })
  rebate: number;

  /** Interest paid ahead of time and given back at pay-off: the payment is that much below the principal it clears. */
  @Column({ name: 'interest_refund', type: 'bigint', default: 0, transformer: centavosTransformer })
  interestRefund: number;

  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'request_fingerprint', type: 'text', nullable: true })
  requestFingerprint: string | null;

  @Column({ type: 'text', nullable: true })
  channel: string | null;

  @Column({ name: 'external_ref', type: 'text', nullable: true })
  externalRef: string | null;

  /** The reference as compared: upper case, no spaces (channelReferenceKey); unique per channel. */
  @Column({ name: 'external_ref_key', type: 'text', nullable: true })
  externalRefKey: string | null;

  @Column({ name: 'recorded_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'repayments_recorded_by_fkey', onDelete: 'RESTRICT' })
  recordedBy: string | null;

  @Column({ name: 'entry_id', type: 'uuid' })
  @ForeignKey('journal_entries', { name: 'repayments_entry_id_fkey', onDelete: 'RESTRICT' })
  entryId: string;

  /** 'OR-00000042', from one serial with the channels' payments (null before receipts were given). */
  @Column({ name: 'receipt_number', type: 'text', nullable: true })
  receiptNumber: string | null;

  /** What the loan still owed right after this payment (the receipt's remaining balance; null before receipts kept it). */
  @Column({ type: 'bigint', nullable: true, transformer: centavosTransformer })
  remaining: number | null;

  @Column({ name: 'paid_off', type: 'boolean', default: false })
  paidOff: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
