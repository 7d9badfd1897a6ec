import type { KycStatus } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { KycReasonCode } from '../kyc-reasons';

/**
 * Wizard step 4: 'Your ID' (the text fields; the images are identity_documents rows), and the
 * KYC review of the member by a loan officer. The row exists once the step was first saved.
 */
@Entity({ name: 'member_identity' })
@Index('member_identity_review_queue_idx', ['kycStatus', 'submittedAt'])
@Index('member_identity_created_idx', ['createdAt', 'memberId'])
@Check('member_identity_kyc_status_known', `kyc_status IN ('PENDING', 'VERIFIED', 'REJECTED')`)
@Check('member_identity_reason_when_rejected', `(kyc_status = 'REJECTED') = (kyc_reason_code IS NOT NULL)`)
export class MemberIdentityEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'member_identity_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ name: 'identity_type', type: 'text' })
  identityType: string;

  @Column({ name: 'other_identity_type', type: 'text', nullable: true })
  otherIdentityType: string | null;

  @Column({ name: 'identity_number', type: 'text' })
  identityNumber: string;

  @Column({ name: 'kyc_status', type: 'text', default: 'PENDING' })
  kycStatus: KycStatus;

  /** Set exactly when the status is REJECTED (a code of KYC_REJECTION_REASONS). */
  @Column({ name: 'kyc_reason_code', type: 'text', nullable: true })
  kycReasonCode: KycReasonCode | null;

  /** When the member last (re)submitted for review: the review queue's order. */
  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt: Date;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'member_identity_reviewed_by_fkey', onDelete: 'SET NULL' })
  reviewedBy: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
