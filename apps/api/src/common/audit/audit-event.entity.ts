import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what, to what, when and from where. Rows are only ever inserted. */
@Entity({ name: 'audit_events' })
@Index('audit_events_actor_idx', ['actorId', 'createdAt'])
@Index('audit_events_action_idx', ['action', 'createdAt'])
@Index('audit_events_created_idx', ['createdAt', 'id'])
@Index('audit_events_member_idx', ['memberId', 'createdAt'])
@Index('audit_events_loan_idx', ['loanId', 'createdAt'])
export class AuditEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text', nullable: true })
  target: string | null;

  @Column({ name: 'ip_address', type: 'inet', nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  /** The member the event concerns (the target's, when not given), for the trail's filters. */
  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  memberId: string | null;

  @Column({ name: 'loan_id', type: 'uuid', nullable: true })
  loanId: string | null;

  /** What changed, as it was and as it became (null when nothing was changed). */
  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
