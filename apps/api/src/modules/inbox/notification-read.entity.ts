import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** Until when a member has read their notifications (GET /notifications marks them read). */
@Entity({ name: 'notification_reads' })
export class NotificationReadEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'notification_reads_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ name: 'read_until', type: 'timestamptz' }) readUntil: Date;
}
