import type { SupportSource, SupportStatus, SupportTopic } from '@halimbawa/domain';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

// The schema is written in migrations/1797900000000-support-tickets.ts; the names here keep TypeORM's view of it in step.

/** A request to support: from a member, or from the public contact form (migration 1797900000000). */
@Entity({ name: 'support_tickets' })
@Unique('support_tickets_reference_key', ['reference'])
@Unique('support_tickets_contact_message_key', ['contactMessageId'])
@Index('support_tickets_member_idx', ['memberId', 'createdAt', 'id'])
@Index('support_tickets_status_idx', ['status', 'createdAt', 'id'])
@Check('support_tickets_topic_known', `topic IN ('LOAN', 'PAYMENT', 'WITHDRAWAL', 'ACCOUNT', 'COMPLAINT', 'OTHER')`)
@Check('support_tickets_status_known', `status IN ('OPEN', 'ANSWERED', 'CLOSED')`)
@Check(
  'support_tickets_source_fields',
  `(source = 'MEMBER' AND member_id IS NOT NULL AND contact_email IS NULL)
          OR (source = 'CONTACT' AND member_id IS NULL AND contact_email IS NOT NULL AND contact_name IS NOT NULL)`,
)
@Index('support_tickets_due_idx', ['dueAt'], { where: `status <> 'CLOSED' AND due_at IS NOT NULL` })
@Check('support_tickets_due_for_complaints', `(topic = 'COMPLAINT') = (due_at IS NOT NULL)`)
@Check('support_tickets_closed_at', `(status = 'CLOSED') = (closed_at IS NOT NULL)`)
export class SupportTicketEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** What the member and staff quote: 'S' and six digits. */
  @Column({ type: 'text' }) reference: string;
  @Column({ type: 'text' }) source: SupportSource;
  @Column({ name: 'member_id', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'support_tickets_member_id_fkey', onDelete: 'RESTRICT' })
  memberId: string | null;
  @Column({ name: 'contact_message_id', type: 'uuid', nullable: true })
  @ForeignKey('contact_messages', { name: 'support_tickets_contact_message_id_fkey', onDelete: 'RESTRICT' })
  contactMessageId: string | null;
  @Column({ name: 'contact_name', type: 'text', nullable: true }) contactName: string | null;
  @Column({ name: 'contact_email', type: 'text', nullable: true }) contactEmail: string | null;
  @Column({ type: 'text' }) topic: SupportTopic;
  @Column({ type: 'text', default: 'OPEN' }) status: SupportStatus;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ name: 'first_answered_at', type: 'timestamptz', nullable: true }) firstAnsweredAt: Date | null;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt: Date | null;
  /** A complaint's answer is due by then (RA 11765: COMPLAINT_DUE_DAYS from receipt); null for other topics. */
  @Column({ name: 'due_at', type: 'timestamptz', nullable: true }) dueAt: Date | null;
}

/** One message of a ticket's thread: the member's (or contact's) words, or staff's answer. */
@Entity({ name: 'support_messages' })
@Index('support_messages_ticket_idx', ['ticketId', 'createdAt'])
@Check('support_messages_author_fields', `(author = 'STAFF') = (staff_id IS NOT NULL) AND author IN ('MEMBER', 'STAFF')`)
export class SupportMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'ticket_id', type: 'uuid' })
  @ForeignKey('support_tickets', { name: 'support_messages_ticket_id_fkey', onDelete: 'RESTRICT' })
  ticketId: string;
  @Column({ type: 'text' }) author: 'MEMBER' | 'STAFF';
  @Column({ name: 'staff_id', type: 'uuid', nullable: true })
  @ForeignKey('members', { name: 'support_messages_staff_id_fkey', onDelete: 'RESTRICT' })
  staffId: string | null;
  @Column({ type: 'text' }) body: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
