import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ContactStatus = 'OPEN' | 'RESOLVED';

/** A message from the public contact form, tracked until staff resolve it. */
@Entity({ name: 'contact_messages' })
@Index('contact_messages_created_idx', ['createdAt'])
@Check('contact_messages_status_known', `status IN ('OPEN', 'RESOLVED')`)
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', default: 'OPEN' })
  status: ContactStatus;

  @Column({ name: 'ip_address', type: 'inet', nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
