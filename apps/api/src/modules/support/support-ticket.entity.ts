import type { SupportSource, SupportStatus, SupportTopic } from '@halimbawa/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A request to support: from a member, or from the public contact form (migration 1797900000000). */
@Entity({ name: 'support_tickets' })
export class SupportTicketEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** What the member and staff quote: 'S' and six digits. */
  @Column({ type: 'text' }) reference: string;
  @Column({ type: 'text' }) source: SupportSource;
  @Column({ name: 'member_id', type: 'uuid', nullable: true }) memberId: string | null;
  @Column({ name: 'contact_message_id', type: 'uuid', nullable: true }) contactMessageId: string | null;
  @Column({ name: 'contact_name', type: 'text', nullable: true }) contactName: string | null;
  @Column({ name: 'contact_email', type: 'text', nullable: true }) contactEmail: string | null;
  @Column({ type: 'text' }) topic: SupportTopic;
  @Column({ type: 'text' }) status: SupportStatus;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ name: 'first_answered_at', type: 'timestamptz', nullable: true }) firstAnsweredAt: Date | null;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt: Date | null;
}

/** One message of a ticket's thread: the member's (or contact's) words, or staff's answer. */
@Entity({ name: 'support_messages' })
export class SupportMessageEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'ticket_id', type: 'uuid' }) ticketId: string;
  @Column({ type: 'text' }) author: 'MEMBER' | 'STAFF';
  @Column({ name: 'staff_id', type: 'uuid', nullable: true }) staffId: string | null;
  @Column({ type: 'text' }) body: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
