import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { HardshipKind, HardshipRejectionReason, HardshipStatus } from '@halimbawa/domain';
import { centavosTransformer } from '../../common/centavos.transformer';

// The schema is written in migrations/1797950000000-hardship-requests.ts (CLOSED: 1798112913000-hardship-closed-with-loan.ts); the names here keep TypeORM's view of it in step.

/** A borrower's request for an extension or a restructured schedule (docs/product.md, Hardship requests). */
@Entity({ name: 'hardship_requests' })
@Index('hardship_requests_one_waiting', ['loanId'], { unique: true, where: `status = 'PENDING'` })
@Index('hardship_requests_status_idx', ['status', 'createdAt', 'id'])
@Check('hardship_requests_kind_known', `kind IN ('EXTENSION', 'RESTRUCTURE')`)
@Check('hardship_requests_status_known', `status IN ('PENDING', 'APPROVED', 'REJECTED', 'CLOSED')`)
@Check('hardship_requests_amount_positive', `proposed_amount > 0`)
@Check('hardship_requests_decided', `(status = 'PENDING') = (decided_at IS NULL)`)
@Check('hardship_requests_rejection_reason', `rejection_reason IS NULL OR (status = 'REJECTED' AND rejection_reason IN ('AMOUNT_TOO_LOW', 'RECENT_CHANGE', 'PAYMENT_RECORD'))`)
export class HardshipRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'loan_id', type: 'uuid' })
  @ForeignKey('loans', { name: 'hardship_requests_loan_id_fkey', onDelete: 'RESTRICT' })
  loanId: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'hardship_requests_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string;

  @Column({ type: 'text' })
  kind: HardshipKind;

  @Column({ type: 'text' })
  reason: string;

  /** The monthly amount the borrower says they can pay, PHP centavos. */
  @Column({ name: 'proposed_amount', type: 'bigint', transformer: centavosTransformer })
  proposedAmount: number;

  /** The due date of the next unpaid instalment when asked ('YYYY-MM-DD'). */
  @Column({ name: 'due_date', type: 'date' })
  dueDate: string;

  @Column({ type: 'text', default: 'PENDING' })
  status: HardshipStatus;

  /** Why not, told to the borrower in words (migrations/1797970000000-schedule-versions.ts). */
  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: HardshipRejectionReason | null;

  /** When it was decided, or closed with its loan. */
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
