import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * One sign-in of a member: the refresh-token family and every access token issued with it (their
 * `sid`). Each authenticated request looks it up by id, so ending it ends them all at once.
 */
@Entity({ name: 'sessions' })
@Index('sessions_member_idx', ['memberId'])
export class SessionEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', {
    name: 'sessions_member_id_fkey',
    onDelete: 'CASCADE',
  })
  memberId: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
