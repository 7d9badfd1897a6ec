import type { BankKind, PayoutRail, WithdrawalStatus } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

// The schema and its checks are written in migrations/1795700000000-withdrawals.ts; the names here
// only keep TypeORM's view of the schema in step with it.

/**
 * A withdrawal from the wallet to the member's confirmed bank or e-wallet account (docs/product.md
 * §2, §4). The destination is a snapshot taken at creation; the money is in the ledger (hold,
 * then post or void, keyed `withdrawal:<id>:...`). The status changes only through
 * WithdrawalsService and PayoutJobService, along WITHDRAWAL_TRANSITIONS.
 */
@Entity({ name: 'withdrawals' })
@Unique('withdrawals_member_key', ['memberId', 'idempotencyKey'])
@Index('withdrawals_one_awaiting_key', ['memberId'], { unique: true, where: `status = 'AWAITING_OTP'` })
@Index('withdrawals_member_idx', ['memberId', 'createdAt'])
@Index('withdrawals_created_idx', ['createdAt', 'id'])
@Index('withdrawals_job_idx', ['status', 'nextCheckAt'], { where: `status IN ('QUEUED', 'PROCESSING')` })
@Index('withdrawals_expiry_idx', ['expiresAt'], { where: `status = 'AWAITING_OTP'` })
@Check('withdrawals_status_known', `status IN ('AWAITING_OTP', 'QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED')`)
@Check('withdrawals_amount_min', `(amount > 99900 OR (purpose = 'CLOSURE_REFUND' AND amount > 0)) AND requested_amount >= amount`)
@Check('withdrawals_purpose_known', `purpose IN ('WITHDRAWAL', 'CLOSURE_REFUND')`)
@Check('withdrawals_bank_kind_known', `bank_kind IN ('bank', 'ewallet')`)
@Check('withdrawals_rail_known', `rail IS NULL OR rail IN ('INSTAPAY', 'PESONET')`)
@Check('withdrawals_tries_range', `otp_wrong_tries BETWEEN 0 AND 5`)
@Check(
  'withdrawals_status_dates',
  `(status <> 'QUEUED' OR confirmed_at IS NOT NULL) AND (status <> 'PROCESSING' OR (processing_at IS NOT NULL AND rail IS NOT NULL)) AND ` +
    `(status <> 'COMPLETED' OR (completed_at IS NOT NULL AND rail IS NOT NULL)) AND (status <> 'FAILED' OR (failed_at IS NOT NULL AND failure_reason IS NOT NULL)) AND ` +
    `(status <> 'CANCELLED' OR cancelled_at IS NOT NULL) AND (status <> 'EXPIRED' OR expired_at IS NOT NULL)`,
)
export class WithdrawalEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Digits from withdrawal_number_seq; the reference is '{ShortName}-{withdrawalNumber}'. */
  @Column({ name: 'withdrawal_number', type: 'text', unique: true })
  withdrawalNumber: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'withdrawals_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  /** The request's Idempotency-Key; also the key the payout provider pays at most once. */
  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey: string;

  /** requestFingerprint of the body, to tell a replay from a reuse of the key. */
  @Column({ name: 'request_hash', type: 'text' })
  requestHash: string;

  @Column({ type: 'text' })
  status: WithdrawalStatus;

  /** Held and sent, in PHP centavos. */
  @Column({ type: 'bigint', transformer: centavosTransformer })
  amount: number;

  /** What the member asked for; more than `amount` when it was capped to the balance. */
  @Column({ name: 'requested_amount', type: 'bigint', transformer: centavosTransformer })
  requestedAmount: number;

  /** CLOSURE_REFUND: the balance of PHP 999 or less refunded when the account closed (no code, no minimum). */
  @Column({ type: 'text', default: 'WITHDRAWAL' })
  purpose: 'WITHDRAWAL' | 'CLOSURE_REFUND';

  @Column({ name: 'bank_name', type: 'text' })
  bankName: string;

  @Column({ name: 'bank_kind', type: 'text' })
  bankKind: BankKind;

  @Column({ name: 'account_name', type: 'text' })
  accountName: string;

  @Column({ name: 'account_number', type: 'text' })
  accountNumber: string;

  @Column({ type: 'text', nullable: true })
  rail: PayoutRail | null;

  @Column({ name: 'otp_wrong_tries', type: 'integer', default: 0 })
  otpWrongTries: number;

  /** Without its code by then, the withdrawal expires (15 minutes after creation). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** When the payout job may next look at a QUEUED or PROCESSING withdrawal (null: at once). */
  @Column({ name: 'next_check_at', type: 'timestamptz', nullable: true })
  nextCheckAt: Date | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  /** The payout provider's reference of the completed transfer. */
  @Column({ name: 'payout_reference', type: 'text', nullable: true })
  payoutReference: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'processing_at', type: 'timestamptz', nullable: true })
  processingAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'expired_at', type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

export type PayoutOutcome = 'COMPLETED' | 'FAILED' | 'PENDING' | 'ERROR';

/** One call to the payout provider, written before the call and finished with its answer. */
@Entity({ name: 'payout_attempts' })
@Unique('payout_attempts_number_key', ['withdrawalId', 'attempt'])
@Check('payout_attempts_outcome_known', `outcome IS NULL OR outcome IN ('COMPLETED', 'FAILED', 'PENDING', 'ERROR')`)
export class PayoutAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'withdrawal_id', type: 'uuid' })
  @ForeignKey('withdrawals', { name: 'payout_attempts_withdrawal_id_fkey', onDelete: 'RESTRICT' })
  withdrawalId: string;

  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: 'text' })
  rail: PayoutRail;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  outcome: PayoutOutcome | null;

  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ name: 'provider_reference', type: 'text', nullable: true })
  providerReference: string | null;
}

export const WITHDRAWAL_ENTITIES = [WithdrawalEntity, PayoutAttemptEntity];
