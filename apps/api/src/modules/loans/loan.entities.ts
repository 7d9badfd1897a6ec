import type { LoanStatus, PaidPart } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';
import type { ApprovalReasonCode, ClosureReason, Prescreen, RejectReasonCode } from './loan.rules';

// The schema, its checks and triggers are written in migrations/1795600000000-loans.ts; the names
// here only keep TypeORM's view of the schema in step with it.

const STATUSES = `'PENDING_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'CONTRACT_SIGNED', 'DISBURSED', 'PAID_OFF', 'OVERDUE', 'DEFAULTED', 'WRITTEN_OFF'`;
const REJECT_REASONS = `'LOW_INCOME', 'HIGH_DSR', 'KYC_FAILED', 'AGE_OUT_OF_RANGE', 'INCOMPLETE_DOCUMENTS', 'OTHER_POLICY'`;
const APPROVAL_REASONS = `'FULL', 'LOWER_DSR', 'LOWER_INCOME', 'LOWER_HISTORY', 'LOWER_POLICY'`;

/**
 * A loan: the application (amount in its currency and in PHP at the rate of the day), the figures
 * quoted by libs/domain's quoteLoan on the PHP principal, the pre-screening, and the dates of each
 * step. Money in centavos; `amount` in centavos of `currency`, every other figure in PHP centavos.
 * The status changes only through LoansService / LoanJobsService, along LOAN_TRANSITIONS.
 */
@Entity({ name: 'loans' })
@Check('loans_credit_notice_both', `(credit_notice_version IS NULL) = (credit_notice_acknowledged_at IS NULL)`)
@Check('loans_approval_reason', `approval_reason_code IS NULL OR approval_reason_code IN (${APPROVAL_REASONS})`)
@Check('loans_decision_note_length', `decision_note IS NULL OR char_length(decision_note) <= 500`)
@Index('loans_one_open_per_member', ['memberId'], { unique: true, where: `status NOT IN ('REJECTED', 'CANCELLED', 'PAID_OFF')` })
@Index('loans_member_idx', ['memberId', 'appliedAt'])
@Index('loans_status_idx', ['status', 'appliedAt'])
@Index('loans_created_idx', ['createdAt', 'id'])
@Index('loans_to_disburse_idx', ['signedAt'], { where: `status = 'CONTRACT_SIGNED'` })
@Index('loans_to_notify_idx', ['disbursedAt'], { where: `disbursed_at IS NOT NULL AND disbursement_notified_at IS NULL` })
@Check('loans_status_known', `status IN (${STATUSES})`)
@Check('loans_loan_number_format', `loan_number ~ '^[A-Z0-9]{1,10}-[0-9]{4}-[0-9]{6,}$'`)
@Check('loans_rate_positive', `exchange_rate > 0`)
@Check('loans_amounts_positive', `amount > 0 AND amount_php > 0 AND applied_amount > 0 AND applied_amount_php > 0`)
@Check(
  'loans_terms_valid',
  `installment_count BETWEEN 1 AND 600 AND applied_installment_count BETWEEN 1 AND 600 AND monthly_rate_bps BETWEEN 0 AND 10000`,
)
@Check('loans_interest_refunded_nonneg', `interest_refunded >= 0`)
@Check('loans_figures_agree', `instalment > 0 AND total_interest >= 0 AND total_repay = amount_php + total_interest`)
@Check('loans_approval_within_application', `amount_php <= applied_amount_php AND installment_count <= applied_installment_count`)
@Check(
  'loans_rejection_reason',
  `(status = 'REJECTED') = (rejection_reason_code IS NOT NULL) AND (rejection_reason_code IS NULL OR rejection_reason_code IN (${REJECT_REASONS}))`,
)
@Check('loans_approved_has_date', `status IN ('PENDING_REVIEW', 'REJECTED', 'CANCELLED') OR approved_at IS NOT NULL`)
@Check('loans_signed_has_contract', `(signed_at IS NULL) = (contract_sha256 IS NULL) AND (contract_sha256 IS NULL OR contract_sha256 ~ '^[0-9a-f]{64}$')`)
@Check('loans_signed_status', `status NOT IN ('CONTRACT_SIGNED', 'DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF', 'WRITTEN_OFF') OR signed_at IS NOT NULL`)
@Check('loans_disbursed_has_date', `status NOT IN ('DISBURSED', 'OVERDUE', 'DEFAULTED', 'PAID_OFF', 'WRITTEN_OFF') OR disbursed_at IS NOT NULL`)
@Check('loans_closure_reason_known', `closure_reason IS NULL OR closure_reason IN ('MEMBER_CANCELLED', 'COOLING_OFF', 'REPAID')`)
@Check('loans_closed_when_final', `(status IN ('REJECTED', 'CANCELLED', 'PAID_OFF')) = (closed_at IS NOT NULL)`)
@Check('loans_repaid_from_wallet_range', `repaid_from_wallet >= 0`)
@Check('loans_schedule_version_positive', `schedule_version >= 1`)
export class LoanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** 'HLC-2026-000123': the company's short name, the Manila year of the application, a sequence. */
  @Column({ name: 'loan_number', type: 'text', unique: true })
  loanNumber: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'loans_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  @Column({ type: 'text' })
  status: LoanStatus;

  @Column({ type: 'text' })
  @ForeignKey('currencies', { name: 'loans_currency_fkey', onDelete: 'RESTRICT' })
  currency: string;

  /** Units of `currency` per 1 PHP at application (numeric(20, 10) as decimal text). */
  @Column({ name: 'exchange_rate', type: 'numeric', precision: 20, scale: 10 })
  exchangeRate: string;

  @Column({ name: 'rate_source', type: 'text' })
  rateSource: string;

  @Column({ name: 'rate_fetched_at', type: 'timestamptz' })
  rateFetchedAt: Date;

  /** The principal in centavos of `currency`. */
  @Column({ type: 'bigint', transformer: centavosTransformer })
  amount: number;

  /** The principal in PHP centavos: what is disbursed. */
  @Column({ name: 'amount_php', type: 'bigint', transformer: centavosTransformer })
  amountPhp: number;

  @Column({ name: 'installment_count', type: 'integer' })
  installmentCount: number;

  @Column({ name: 'monthly_rate_bps', type: 'integer' })
  monthlyRateBps: number;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  instalment: number;

  @Column({ name: 'total_interest', type: 'bigint', transformer: centavosTransformer })
  totalInterest: number;

  @Column({ name: 'total_repay', type: 'bigint', transformer: centavosTransformer })
  totalRepay: number;

  /** Fractions as decimal text (numeric(14, 12)), e.g. '0.008497145810'. */
  @Column({ name: 'eir_monthly', type: 'numeric', precision: 14, scale: 12 })
  eirMonthly: string;

  @Column({ name: 'eir_yearly', type: 'numeric', precision: 14, scale: 12 })
  eirYearly: string;

  /** What the member applied for (an officer may approve less or shorter). */
  @Column({ name: 'applied_amount', type: 'bigint', transformer: centavosTransformer })
  appliedAmount: number;

  @Column({ name: 'applied_amount_php', type: 'bigint', transformer: centavosTransformer })
  appliedAmountPhp: number;

  @Column({ name: 'applied_installment_count', type: 'integer' })
  appliedInstallmentCount: number;

  /** Pre-screening at application: age, KYC status, debt-service ratio. */
  @Column({ type: 'jsonb' })
  prescreen: Prescreen;

  @Column({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;

  /** The credit-data notice (RA 9510) the member acknowledged at application, and when; null for loans applied for before it. */
  @Column({ name: 'credit_notice_version', type: 'text', nullable: true })
  creditNoticeVersion: string | null;

  @Column({ name: 'credit_notice_acknowledged_at', type: 'timestamptz', nullable: true })
  creditNoticeAcknowledgedAt: Date | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  /** The officer who approved; null for the auto-approval rule. */
  @Column({ name: 'approved_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'loans_approved_by_fkey', onDelete: 'RESTRICT' })
  approvedBy: string | null;

  @Column({ name: 'rejected_at', type: 'timestamptz', nullable: true })
  rejectedAt: Date | null;

  @Column({ name: 'rejected_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'loans_rejected_by_fkey', onDelete: 'RESTRICT' })
  rejectedBy: string | null;

  @Column({ name: 'rejection_reason_code', type: 'text', nullable: true })
  rejectionReasonCode: RejectReasonCode | null;

  /** Why it was approved as it was (a lower amount names why); the borrower reads its words. */
  @Column({ name: 'approval_reason_code', type: 'text', nullable: true })
  approvalReasonCode: ApprovalReasonCode | null;

  /** The deciding officer's note, for staff only. */
  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote: string | null;

  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt: Date | null;

  /** SHA-256 (hex) of the signed contract PDF kept in loan_contracts. */
  @Column({ name: 'contract_sha256', type: 'text', nullable: true })
  contractSha256: string | null;

  @Column({ name: 'disbursed_at', type: 'timestamptz', nullable: true })
  disbursedAt: Date | null;

  /** When the member was told by SMS of the disbursement (the job retries until it is set). */
  @Column({ name: 'disbursement_notified_at', type: 'timestamptz', nullable: true })
  disbursementNotifiedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Set exactly when the loan is REJECTED, CANCELLED or PAID_OFF. */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ name: 'closure_reason', type: 'text', nullable: true })
  closureReason: ClosureReason | null;

  /** What went back to the lender from the wallet (repayments, a cooling-off return): the wallet card tells it from what was withdrawn. */
  @Column({ name: 'repaid_from_wallet', type: 'bigint', default: 0, transformer: centavosTransformer })
  repaidFromWallet: number;

  /** The overdue job's per-day key (migrations/1795800000000-repayments.ts): the Manila day it last checked this loan. */
  @Column({ name: 'overdue_checked_on', type: 'date', nullable: true })
  overdueCheckedOn: string | null;

  /** The Manila day of the last overdue reminder (at most one a day, docs/product.md §7). */
  @Column({ name: 'reminded_on', type: 'date', nullable: true })
  remindedOn: string | null;

  /** The Manila day auto-debit last ran for the loan (at most once a day, so its SMS goes once). */
  @Column({ name: 'auto_debited_on', type: 'date', nullable: true })
  autoDebitedOn: string | null;

  /** Interest paid ahead and given back at pay-off (decision 006): not part of what was paid to date. */
  @Column({ name: 'interest_refunded', type: 'bigint', default: 0, transformer: centavosTransformer })
  interestRefunded: number;

  /** The schedule version repayments follow (docs/decisions/021-restructured-schedules.md): 1, the contract's, until a new one is signed. */
  @Column({ name: 'schedule_version', type: 'integer', default: 1 })
  scheduleVersion: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

/**
 * One instalment of a version of a loan's schedule. Due dates are set at disbursement (Manila
 * calendar dates). Version 1 is the contract's; a later one comes from an approved hardship request
 * (modules/hardship); the loan's schedule_version is the one followed, the others are only read.
 */
@Entity({ name: 'loan_schedule' })
@Index('loan_schedule_unpaid_due_idx', ['dueDate', 'loanId'], { where: `paid_at IS NULL` })
@Check('loan_schedule_number_positive', `number >= 1`)
@Check('loan_schedule_version_positive', `version >= 1`)
@Check('loan_schedule_figures', `principal >= 0 AND interest >= 0 AND total = principal + interest`)
@Check('loan_schedule_paid_range', `paid_principal BETWEEN 0 AND principal AND paid_interest BETWEEN 0 AND interest`)
@Check('loan_schedule_late_charge_range', `late_charge >= 0 AND paid_late_charge BETWEEN 0 AND late_charge`)
@Check('loan_schedule_waived_late_charge_range', `waived_late_charge >= 0`)
@Check('loan_schedule_rebate_range', `rebated_interest >= 0 AND paid_interest + rebated_interest <= interest`)
@Check('loan_schedule_paid_parts_list', `jsonb_typeof(paid_parts) = 'array'`)
export class LoanScheduleEntity {
  @PrimaryColumn({ name: 'loan_id', type: 'uuid', primaryKeyConstraintName: 'loan_schedule_pkey' })
  loanId: string;

  @ManyToOne(() => LoanEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'loan_id', foreignKeyConstraintName: 'loan_schedule_loan_id_fkey' })
  loan?: LoanEntity;

  @PrimaryColumn({ type: 'integer', default: 1, primaryKeyConstraintName: 'loan_schedule_pkey' })
  version: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'loan_schedule_pkey' })
  number: number;

  /** 'YYYY-MM-DD' (Manila), null until disbursement. */
  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  principal: number;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  interest: number;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  total: number;

  @Column({ name: 'paid_principal', type: 'bigint', default: 0, transformer: centavosTransformer })
  paidPrincipal: number;

  @Column({ name: 'paid_interest', type: 'bigint', default: 0, transformer: centavosTransformer })
  paidInterest: number;

  /** When the row was settled (nothing left to pay: principal, interest and late charge, rebate counted). */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Late charge added by the overdue job (docs/product.md §7: capped), and what of it was paid. */
  @Column({ name: 'late_charge', type: 'bigint', default: 0, transformer: centavosTransformer })
  lateCharge: number;

  @Column({ name: 'paid_late_charge', type: 'bigint', default: 0, transformer: centavosTransformer })
  paidLateCharge: number;

  /** Late charge waived through four eyes: already taken off late_charge, and kept off when the overdue job recomputes it. */
  @Column({ name: 'waived_late_charge', type: 'bigint', default: 0, transformer: centavosTransformer })
  waivedLateCharge: number;

  /** Unearned interest forgiven at pay-off (docs/decisions/006-prepayment-rebate.md). */
  @Column({ name: 'rebated_interest', type: 'bigint', default: 0, transformer: centavosTransformer })
  rebatedInterest: number;

  /** When its principal and interest were paid (libs/domain's PaidPart): the pay-off credits early payments. */
  @Column({ name: 'paid_parts', type: 'jsonb', default: [] })
  paidParts: PaidPart[];

  /** When the overdue job marked the row overdue (3 days after its due date, unpaid). */
  @Column({ name: 'overdue_at', type: 'timestamptz', nullable: true })
  overdueAt: Date | null;
}

/** The signed contract PDF, byte for byte as rendered at signing; written once. */
@Entity({ name: 'loan_contracts' })
@Check('loan_contracts_sha256_format', `sha256 ~ '^[0-9a-f]{64}$'`)
@Check('loan_contracts_sha256_matches', `sha256 = encode(sha256(pdf), 'hex')`)
export class LoanContractEntity {
  @PrimaryColumn({ name: 'loan_id', type: 'uuid' })
  loanId: string;

  @OneToOne(() => LoanEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'loan_id', foreignKeyConstraintName: 'loan_contracts_loan_id_fkey' })
  loan?: LoanEntity;

  @Column({ type: 'text' })
  sha256: string;

  @Column({ type: 'bytea' })
  pdf: Buffer;

  @Column({ name: 'signed_at', type: 'timestamptz' })
  signedAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

export const LOAN_ENTITIES = [LoanEntity, LoanScheduleEntity, LoanContractEntity];
