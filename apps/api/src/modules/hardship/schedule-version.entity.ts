import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { ScheduleVersionStatus } from '@halimbawa/domain';

// The schema is written in migrations/1797970000000-schedule-versions.ts; the names here keep TypeORM's view of it in step.

/**
 * A version of a loan's schedule after the first (docs/decisions/021-restructured-schedules.md): its
 * rows are loan_schedule's rows of that version; it is followed only once the borrower signs it.
 */
@Entity({ name: 'loan_schedule_versions' })
@Index('loan_schedule_versions_one_pending', ['loanId'], { unique: true, where: `status = 'PENDING_SIGNATURE'` })
@Check('loan_schedule_versions_after_first', `version >= 2`)
@Check('loan_schedule_versions_status_known', `status IN ('SIGNED', 'PENDING_SIGNATURE', 'SUPERSEDED', 'WITHDRAWN')`)
@Check('loan_schedule_versions_signed', `(status IN ('SIGNED', 'SUPERSEDED')) = (signed_at IS NOT NULL)`)
export class ScheduleVersionEntity {
  @PrimaryColumn({ name: 'loan_id', type: 'uuid', primaryKeyConstraintName: 'loan_schedule_versions_pkey' })
  @ForeignKey('loans', { name: 'loan_schedule_versions_loan_id_fkey', onDelete: 'RESTRICT' })
  loanId: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'loan_schedule_versions_pkey' })
  version: number;

  @Column({ name: 'hardship_request_id', type: 'uuid' })
  @ForeignKey('hardship_requests', { name: 'loan_schedule_versions_request_fkey', onDelete: 'RESTRICT' })
  hardshipRequestId: string;

  @Column({ type: 'text', default: 'PENDING_SIGNATURE' })
  status: ScheduleVersionStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true })
  signedAt: Date | null;
}
