import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One refresh token of a session ("family"). Only the SHA-256 of the token is stored. Rotation
 * marks the old row replaced; presenting a replaced token again revokes the whole family.
 */
@Entity({ name: 'refresh_tokens' })
@Index('refresh_tokens_family_idx', ['familyId'])
@Index('refresh_tokens_member_idx', ['memberId'])
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'refresh_tokens_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ name: 'family_id', type: 'uuid' })
  @ForeignKey('sessions', { name: 'refresh_tokens_family_id_fkey', onDelete: 'CASCADE' })
  familyId: string;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'replaced_at', type: 'timestamptz', nullable: true })
  replacedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
