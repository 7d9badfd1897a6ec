import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Who did what, to what, when and from where. Rows are only ever inserted. */
@Entity({ name: 'audit_events' })
@Index('audit_events_actor_idx', ['actorId', 'createdAt'])
@Index('audit_events_action_idx', ['action', 'createdAt'])
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

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
