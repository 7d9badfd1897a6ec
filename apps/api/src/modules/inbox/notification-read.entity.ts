import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Until when a member has read their notifications (GET /notifications marks them read). */
@Entity({ name: 'notification_reads' })
export class NotificationReadEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' }) memberId: string;
  @Column({ name: 'read_until', type: 'timestamptz' }) readUntil: Date;
}
