import { ISO_DATE_IN_TEXT, type MessageKey } from '@halimbawa/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type Repository } from 'typeorm';
import type { PageRequest } from '../../common/paging';
import { MailSender } from '../../adapters/mail/mail-sender';
import { SmsSender } from '../../adapters/sms/sms-sender';
import { Refusal } from '../../common/errors';
import { OutboundMessageEntity } from './outbound-message.entity';

/** A message as the outbox recorded it (the member's inbox reads these). */
export type SentMessage = OutboundMessageEntity;

// SMS never carry links: a link in an SMS is what phishing looks like (docs/product.md §7).
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|ph|net|org|io|app|link)\b)/i;

/** Whether a text holds what an SMS may not: a link (texts staff write are refused with it before sending). */
export const holdsLink = (text: string): boolean => LINK.test(text);

/** What no SMS may hold: a link, or a date written as ISO rather than as pages write it (smsText). */
function assertSendable(body: string): void {
  if (holdsLink(body)) throw new Error('SMS bodies must not contain links.');
  if (ISO_DATE_IN_TEXT.test(body)) throw new Error('SMS bodies must write dates with smsText, not as YYYY-MM-DD.');
}

/** Sends SMS and e-mail through the configured adapters and records each one (at real time) in the outbox. */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly sms: SmsSender,
    private readonly mail: MailSender,
    @InjectRepository(OutboundMessageEntity) private readonly outbox: Repository<OutboundMessageEntity>,
  ) {}

  /** Sends an SMS; its outbox row goes in the transaction of `m` when given. */
  async sendSms(to: string, body: string, m?: EntityManager): Promise<void> {
    assertSendable(body);
    const ref = await this.deliver(() => this.sms.send(to, body), 'SMS', 'apiErrors.smsFailed');
    // The time it was sent: inside a transaction the column's default, now(), is the transaction's start.
    await (m ? m.getRepository(OutboundMessageEntity) : this.outbox).insert({ to, channel: 'sms', subject: null, body, provider: this.sms.provider, providerRef: ref, createdAt: new Date() });
  }

  /**
   * Records an SMS in the outbox now and hands it to the adapter once the caller has answered: for
   * an answer that must take the same time whether or not a message goes out (account recovery),
   * which a gateway's round trip would give away. A failed delivery is logged and its row removed.
   */
  async sendSmsAfterAnswer(to: string, body: string): Promise<void> {
    assertSendable(body);
    const { identifiers } = await this.outbox.insert({ to, channel: 'sms', subject: null, body, provider: this.sms.provider, providerRef: null, createdAt: new Date() });
    const id = (identifiers[0] as { id: string }).id;
    setImmediate(() => {
      this.sms
        .send(to, body)
        .then((ref) => (ref ? this.outbox.update({ id }, { providerRef: ref }) : undefined))
        .catch(async (error: Error) => {
          this.logger.error(`Sending an SMS failed: ${error.message}`);
          await this.outbox.delete({ id }).catch(() => undefined);
        });
    });
  }

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    const ref = await this.deliver(() => this.mail.send({ to, subject, text }), 'e-mail', 'apiErrors.emailFailed');
    await this.outbox.insert({ to, channel: 'email', subject, body: text, provider: this.mail.provider, providerRef: ref });
  }

  /** Messages sent to one address, newest first (the dev outbox). */
  listTo(to: string): Promise<OutboundMessageEntity[]> {
    return this.outbox.find({ where: { to }, order: { createdAt: 'DESC' }, take: 50 });
  }

  /** A page of what was sent to any of `addresses` (a member's phone and e-mail), newest first (the member's inbox). */
  async pageTo(addresses: string[], page: PageRequest): Promise<OutboundMessageEntity[]> {
    const qb = this.outbox.createQueryBuilder('o').where('o.to IN (:...addresses)', { addresses });
    if (page.after) qb.andWhere('(o.created_at, o.id) < (:afterAt, :afterId)', { afterAt: page.after.createdAt, afterId: page.after.id });
    return qb.orderBy('o.created_at', 'DESC').addOrderBy('o.id', 'DESC').limit(page.limit + 1).getMany();
  }

  private async deliver(send: () => Promise<string | null>, what: string, failure: MessageKey): Promise<string | null> {
    try {
      return await send();
    } catch (error) {
      this.logger.error(`Sending an ${what} failed: ${(error as Error).message}`);
      throw Refusal.unavailable(failure);
    }
  }
}
