import type { OtpPurpose } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time code sent by SMS. Only an HMAC of the code is stored. */
@Entity({ name: 'otp_challenges' })
@Index('otp_challenges_member_purpose_idx', ['memberId', 'purpose', 'createdAt'])
@Index('otp_challenges_phone_purpose_idx', ['phoneNumber', 'purpose', 'createdAt'], { where: 'phone_number IS NOT NULL' })
@Check('otp_challenges_purpose_known', `purpose IN ('CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE', 'SIGNUP')`)
@Check(
  'otp_challenges_holder',
  // A PASSWORD_RESET code of a number with no account is kept under the number (OtpService.issueForRecovery).
  `CASE WHEN purpose = 'SIGNUP' THEN member_id IS NULL AND phone_number IS NOT NULL WHEN purpose = 'PASSWORD_RESET' THEN (member_id IS NULL) <> (phone_number IS NULL) ELSE member_id IS NOT NULL AND phone_number IS NULL END`,
)
@Check('otp_challenges_attempts_range', `attempts BETWEEN 0 AND 5`)
export class OtpChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The member the code is for; null for a SIGNUP code, which belongs to `phoneNumber`. */
  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'otp_challenges_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string | null;

  /** The E.164 number a SIGNUP code was sent to (no account exists yet), or a recovery code's number with no account; else null. */
  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'text' })
  purpose: OtpPurpose;

  /** What the code authorises (a loan number, a withdrawal id); null when the purpose says it all. */
  @Column({ type: 'text', nullable: true })
  target: string | null;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  /** Wrong tries so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  /** Set when a newer code for the same member (or SIGNUP number) and purpose was issued. */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
