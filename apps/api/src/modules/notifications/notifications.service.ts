import { ISO_DATE_IN_TEXT, type MessageKey } from '@halimbawa/domain';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type Repository } from 'typeorm';
import type { PageRequest } from '../../common/paging';
import { MailSender } from '../../adapters/mail/mail-sender';
import { Refusal } from '../../common/errors';
import { OutboundMessageEntity } from './outbound-message.entity';
import { SmsDelivery } from './sms-delivery';

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

/** Sends SMS (through the outbox and its gateways) and e-mail, and records each one in the outbox table. */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly delivery: SmsDelivery,
    private readonly mail: MailSender,
    @InjectRepository(OutboundMessageEntity) private readonly outbox: Repository<OutboundMessageEntity>,
  ) {}

  /**
   * Queues an SMS notice in the outbox: in the transaction of `m` when given (it goes out only if
   * that commits, by the outbox job), else at once and handed to the gateways after the caller
   * has answered (an answer that must take the same time whether or not a message goes out, such
   * as account recovery, cannot be timed on the gateway). A gateway that fails never fails the caller.
   */
  async sendSms(to: string, body: string, m?: EntityManager): Promise<void> {
    assertSendable(body);
    // The time it was written: inside a transaction the column's default, now(), is the transaction's start.
    const row = { to, channel: 'sms' as const, subject: null, body, provider: this.delivery.first, providerRef: null, createdAt: new Date(), kind: 'notice' as const, status: 'queued' as const, attempts: 0, nextAttemptAt: this.delivery.after(0) };
    if (m) {
      await m.getRepository(OutboundMessageEntity).insert(row);
      return;
    }
    const { identifiers } = await this.outbox.insert(row);
    const id = (identifiers[0] as { id: string }).id;
    setImmediate(() => void this.delivery.sendNow(id).catch((error: Error) => this.logger.error(`Sending SMS ${id} failed: ${error.message}`)));
  }

  /**
   * Sends a code a request waits for, through each gateway in turn, before answering: when none
   * takes it the request answers 503 (apiErrors.smsFailed, Retry-After) and the row stays, failed,
   * with its attempt. Inside the caller's transaction `m` (which holds a connection: taking a
   * second one could starve the pool) the row goes with it, and a 503 rolls it back: the log keeps it.
   */
  async sendCode(to: string, body: string, m?: EntityManager): Promise<void> {
    assertSendable(body);
    const outbox = m ? m.getRepository(OutboundMessageEntity) : this.outbox;
    const row = outbox.create({ to, channel: 'sms', subject: null, body, provider: this.delivery.first, providerRef: null, createdAt: new Date(), kind: 'code', status: 'queued', attempts: 0, nextAttemptAt: null });
    await outbox.insert(row);
    const sent = await this.delivery.attempt(outbox.manager, row);
    if (sent.status === 'failed') throw Refusal.unavailable('apiErrors.smsFailed');
  }

  async sendEmail(to: string, subject: string, text: string): Promise<void> {
    const ref = await this.deliver(() => this.mail.send({ to, subject, text }), 'e-mail', 'apiErrors.emailFailed');
    await this.outbox.insert({ to, channel: 'email', subject, body: text, provider: this.mail.provider, providerRef: ref });
  }

  /** Messages sent to one address, newest first (the dev outbox). */
  listTo(to: string): Promise<OutboundMessageEntity[]> {
    return this.outbox.find({ where: { to }, order: { createdAt: 'DESC' }, take: 50 });
  }

  /** The newest SMS to `phone`, with where each stands (the member's page in the console). */
  smsTo(phone: string, limit: number): Promise<OutboundMessageEntity[]> {
    return this.outbox.find({ where: { to: phone, channel: 'sms' }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
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
