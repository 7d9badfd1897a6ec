import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthMember } from '../../common/auth/auth-member';
import { pageOf, type PageRequest } from '../../common/paging';
import { MembersService } from '../members/members.service';
import { NotificationsService, type SentMessage } from '../notifications/notifications.service';
import type { NotificationDto, NotificationListDto } from './dto/inbox.dto';
import { NotificationReadEntity } from './notification-read.entity';

/**
 * A one-time code alone (six digits, not part of a loan number or a reference such as
 * HLC-2026-000123): masked in the inbox, since a code on a screen can be read over a shoulder
 * long after it was sent.
 */
const CODE = /(?<![\w-])[0-9]{6}(?![\w-])/g;
export const maskCodes = (text: string): string => text.replace(CODE, '••••••');

/**
 * The member's inbox (docs/product.md §2 Notifications): every SMS and e-mail the product sent to
 * their phone number and e-mail address, newest first; opening it marks everything read.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    @InjectRepository(NotificationReadEntity) private readonly reads: Repository<NotificationReadEntity>,
  ) {}

  async list(me: AuthMember, page: PageRequest): Promise<NotificationListDto> {
    const [addresses, readUntil] = await Promise.all([this.addressesOf(me.id), this.readUntil(me.id)]);
    const { rows, nextCursor } = pageOf(await this.notifications.pageTo(addresses, page), page.limit);
    // The first page's newest message is read now (a later page was read with the first).
    if (!page.after && rows.length > 0 && (!readUntil || rows[0].createdAt > readUntil)) await this.reads.upsert({ memberId: me.id, readUntil: rows[0].createdAt }, ['memberId']);
    return { notifications: rows.map((r) => this.view(r, !readUntil || r.createdAt > readUntil)), nextCursor };
  }

  /**
   * How many messages reached the member's phone or e-mail after they last opened the inbox, in one
   * statement: the shell asks on every member page.
   */
  async unread(me: AuthMember): Promise<number> {
    const [row]: { unread: number }[] = await this.reads.manager.query(
      `SELECT count(o.id)::int AS unread
         FROM members m
         LEFT JOIN notification_reads r ON r.member_id = m.id
         JOIN outbound_messages o ON o."to" IN (m.phone_number, m.email) AND o.created_at > COALESCE(r.read_until, '-infinity')
        WHERE m.id = $1`,
      [me.id],
    );
    return row.unread;
  }

  /** Everything sent to the member, oldest first, codes masked (the member's data export). */
  async everythingOf(memberId: string): Promise<NotificationDto[]> {
    const addresses = await this.addressesOf(memberId);
    const all: SentMessage[] = [];
    for (let after: PageRequest['after'] = null; ; ) {
      const rows = await this.notifications.pageTo(addresses, { after, limit: 200, search: null });
      all.push(...rows.slice(0, 200));
      if (rows.length <= 200) break;
      after = { createdAt: rows[199].createdAt, id: rows[199].id };
    }
    return all.reverse().map((r) => this.view(r, false));
  }

  private async addressesOf(memberId: string): Promise<string[]> {
    const member = await this.members.get(memberId);
    return [member.phoneNumber, ...(member.email ? [member.email] : [])];
  }

  private async readUntil(memberId: string): Promise<Date | null> {
    return (await this.reads.findOneBy({ memberId }))?.readUntil ?? null;
  }

  private view(row: SentMessage, unread: boolean): NotificationDto {
    return {
      id: row.id,
      channel: row.channel,
      subject: row.subject === null ? null : maskCodes(row.subject),
      body: maskCodes(row.body),
      sentAt: row.createdAt.toISOString(),
      unread,
    };
  }
}
