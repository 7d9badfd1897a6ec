import type { OtpPurpose } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time code sent by SMS. Only an HMAC of the code is stored. */
@Entity({ name: 'otp_challenges' })
@Index('otp_challenges_member_purpose_idx', ['memberId', 'purpose', 'createdAt'])
@Check('otp_challenges_purpose_known', `purpose IN ('CONTRACT_SIGN', 'WITHDRAWAL', 'PASSWORD_RESET', 'BANK_CHANGE')`)
@Check('otp_challenges_attempts_range', `attempts BETWEEN 0 AND 5`)
export class OtpChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'otp_challenges_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

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

  /** Set when a newer code for the same member and purpose was issued. */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
