import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { PaymentReferenceKind } from '@halimbawa/domain';

// The schema is written in migrations/1797320000000-payment-references.ts; the names here keep TypeORM's view of it in step.

/** A loan's or a wallet's payment reference (docs/decisions/015-payment-references.md). */
@Entity({ name: 'payment_references' })
@Check('payment_references_format', `reference ~ '^[12][0-9]{11}$'`)
@Check(
  'payment_references_kind',
  `(kind = 'LOAN' AND loan_id IS NOT NULL AND reference LIKE '1%') OR (kind = 'WALLET' AND loan_id IS NULL AND reference LIKE '2%')`,
)
@Index('payment_references_loan_key', ['loanId'], { unique: true, where: `kind = 'LOAN'` })
@Index('payment_references_wallet_key', ['memberId'], { unique: true, where: `kind = 'WALLET'` })
export class PaymentReferenceEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'payment_references_pkey' })
  reference: string;

  @Column({ type: 'text' })
  kind: PaymentReferenceKind;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'payment_references_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  @Column({ name: 'loan_id', type: 'uuid', nullable: true })
  @ForeignKey('loans', { name: 'payment_references_loan_id_fkey', onDelete: 'RESTRICT' })
  loanId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
