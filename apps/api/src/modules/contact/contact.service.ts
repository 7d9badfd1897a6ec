import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseEmail, validateContact, t, type Language } from '@halimbawa/domain';
import type { Repository } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { checkDomainFields } from '../../common/domain-field.decorator';
import { refuseFields } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import { FailedAttempts } from '../../common/rate-limit';
import type { RequestMeta } from '../../common/request-meta';
import { said, type SaidMessage } from '../../common/said';
import { AppConfig } from '../../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { SupportService } from '../support/support.service';
import { ContactMessageEntity } from './contact-message.entity';
import type { ContactDto, ContactMessageListDto } from './dto/contact.dto';


@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly attempts: FailedAttempts,
    private readonly config: AppConfig,
    private readonly support: SupportService,
  ) {}

  /**
   * Stores the message and acknowledges it to the sender at once (docs/product.md §7: acknowledged at once).
   * Every message counts per e-mail address and client address, so the form cannot be used to fill
   * someone's mailbox with the company's acknowledgements (FailedAttempts.spend).
   */
  async submit(body: ContactDto, meta: RequestMeta): Promise<SaidMessage> {
    refuseFields(checkDomainFields(body, validateContact));
    const email = normaliseEmail(body.email);
    await this.attempts.spend('contact', email, meta.ip);
    const saved = await this.messages.save(
      this.messages.create({
        name: body.name.trim(),
        email,
        message: body.message.trim(),
        status: 'OPEN',
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
      }),
    );
    // The same queue as members' tickets (GET /officer/support); its reference is the one acknowledged.
    const reference = await this.support.openFromContact(saved);
    await this.acknowledge(saved.email, reference, meta.lang);
    return { message: said('apiContact.sent') };
  }

  /**
   * A fixed text: nothing the visitor typed (name, message) is repeated, so the company's mail never
   * carries a stranger's words. The message is stored whatever happens here; a failed acknowledgement is only logged.
   */
  private async acknowledge(email: string, reference: string, lang: Language): Promise<void> {
    const { name, shortName, supportEmail } = this.config.company;
    await this.notifications.sendEmail(
      email,
      t(lang, 'apiContact.ackSubject', { company: shortName, reference }),
      [
        t(lang, 'apiContact.ackGreeting'),
        '',
        t(lang, 'apiContact.ackThanks', { company: name }),
        t(lang, 'apiContact.ackReference', { reference }),
        '',
        t(lang, 'apiContact.ackNoFee'),
        '',
        `${name} (${supportEmail})`,
      ].join('\n'),
    ).catch((error: Error) => this.logger.warn(`Contact acknowledgement not sent: ${error.message}`));
  }

  /** A page of the messages, newest first (created_at, then id). */
  async list(officer: AuthMember, page: PageRequest, meta: RequestMeta): Promise<ContactMessageListDto> {
    const qb = this.messages.createQueryBuilder('c').orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC').limit(page.limit + 1);
    if (page.after) qb.where('(c.created_at, c.id) < (:afterAt, :afterId)', { afterAt: page.after.createdAt, afterId: page.after.id });
    const { rows, nextCursor } = pageOf(await qb.getMany(), page.limit);
    await this.audit.record({ actorId: officer.id, action: 'officer.contact_messages.list', meta, details: { count: rows.length, paged: page.after !== null } });
    return {
      messages: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, message: r.message, createdAt: r.createdAt.toISOString() })),
      nextCursor,
    };
  }
}
