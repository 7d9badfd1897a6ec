import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { centavosTransformer } from '../../common/centavos.transformer';

// The schema is written in migrations/1797330000000-channel-payments.ts (the key in 1798112900000-channel-transaction-keys.ts); the names here keep TypeORM's view of it in step.

export type ChannelPaymentOutcome = 'LOAN' | 'RECOVERY' | 'WALLET' | 'SUSPENSE';

/**
 * A payment a channel notified (POST /channels/:channel/notify), once per channel and transaction:
 * what it paid (a loan, with the rest to the wallet; a wallet; or the suspense account for a
 * reference that is not ours) and its receipt number.
 */
@Entity({ name: 'channel_payments' })
@Unique('channel_payments_transaction_key', ['channel', 'transactionKey'])
@Unique('channel_payments_receipt_number_key', ['receiptNumber'])
@Index('channel_payments_member_idx', ['memberId', 'createdAt'])
@Check('channel_payments_amounts', `amount > 0 AND to_wallet >= 0 AND to_wallet <= amount`)
@Check(
  'channel_payments_outcome',
  `(outcome = 'LOAN' AND loan_id IS NOT NULL AND member_id IS NOT NULL AND repayment_id IS NOT NULL)
          OR (outcome = 'RECOVERY' AND loan_id IS NOT NULL AND member_id IS NOT NULL AND repayment_id IS NULL)
          OR (outcome = 'WALLET' AND loan_id IS NULL AND member_id IS NOT NULL AND repayment_id IS NULL AND to_wallet = amount)
          OR (outcome = 'SUSPENSE' AND loan_id IS NULL AND member_id IS NULL AND repayment_id IS NULL AND to_wallet = 0)`,
)
export class ChannelPaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  channel: string;

  /** The channel's transaction id as it sent it. */
  @Column({ name: 'transaction_id', type: 'text' })
  transactionId: string;

  /** The id as compared (channelReferenceKey): once per channel and key. */
  @Column({ name: 'transaction_key', type: 'text' })
  transactionKey: string;

  /** The reference as the channel reported it. */
  @Column({ type: 'text' })
  reference: string;

  @Column({ type: 'bigint', transformer: centavosTransformer })
  amount: number;

  /** Of the reference and the amount: the same transaction notified again must carry the same. */
  @Column({ type: 'text' })
  fingerprint: string;

  @Column({ type: 'text' })
  outcome: ChannelPaymentOutcome;

  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'channel_payments_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string | null;

  @Column({ name: 'loan_id', type: 'uuid', nullable: true })
  @ForeignKey('loans', { name: 'channel_payments_loan_id_fkey', onDelete: 'RESTRICT' })
  loanId: string | null;

  @Column({ name: 'repayment_id', type: 'uuid', nullable: true })
  @ForeignKey('repayments', { name: 'channel_payments_repayment_id_fkey', onDelete: 'RESTRICT' })
  repaymentId: string | null;

  /** What went to the member's wallet: all of a cash-in, what was left over a loan's pay-off. */
  @Column({ name: 'to_wallet', type: 'bigint', default: 0, transformer: centavosTransformer })
  toWallet: number;

  @Column({ name: 'receipt_number', type: 'text' })
  receiptNumber: string;

  /** When the channel says the borrower paid (the notification's timestamp). */
  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
