import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { smsText, t, validateSupportMessage, validateSupportTicket, type Language, type SupportStatus, type SupportTopic } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { checkDomainFields } from '../../common/domain-field.decorator';
import { Refusal, refuseFields } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import { FailedAttempts } from '../../common/rate-limit';
import type { RequestMeta } from '../../common/request-meta';
import { said, type Spoken } from '../../common/said';
import { AppConfig } from '../../config/app-config';
import { MembersService, type Member } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type {
  OfficerSupportAnswerDto,
  OfficerSupportTicketDto,
  OfficerSupportTicketListDto,
  OfficerSupportTicketSummaryDto,
  OpenSupportTicketDto,
  SupportMessageDto,
  SupportMessageRequestDto,
  SupportTicketAnswerDto,
  SupportTicketDto,
  SupportTicketListDto,
  SupportTicketSummaryDto,
} from './dto/support.dto';
import { SupportMessageEntity, SupportTicketEntity } from './support-ticket.entity';

const REFERENCE = /^S[0-9]{6,}$/;
/** Past-due complaints shown above the queue: a bound keeps the page small. */
const PAST_DUE_SHOWN = 100;

const summary = (ticket: SupportTicketEntity): SupportTicketSummaryDto => ({
  reference: ticket.reference,
  topic: ticket.topic,
  status: ticket.status,
  createdAt: ticket.createdAt.toISOString(),
  updatedAt: ticket.updatedAt.toISOString(),
});

const thread = (messages: SupportMessageEntity[]): SupportMessageDto[] =>
  messages.map((x) => ({ author: x.author, body: x.body, createdAt: x.createdAt.toISOString() }));

/**
 * Support and complaints (docs/product.md §2 Support): members open tickets and add to them;
 * staff answer and close them. An answer reaches a member by SMS (only that there is one: the words
 * are read after signing in; a closed account's member, who cannot sign in, gets the words by SMS and
 * e-mail) and a contact-form sender by e-mail.
 */
@Injectable()
export class SupportService {
  private readonly logger = new Logger(SupportService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly attempts: FailedAttempts,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  // ------------------------------------------------------------------ member

  /** Every ticket and every message counts against the member (FailedAttempts.spend): support is staff's time. */
  async open(member: AuthMember, body: OpenSupportTicketDto, meta: RequestMeta): Promise<Spoken<SupportTicketAnswerDto>> {
    refuseFields(checkDomainFields(body, validateSupportTicket));
    await this.attempts.spend('support', member.id, meta.ip);
    const ticket = await this.dataSource.transaction(async (m) => {
      const opened = await this.insertTicket(m, { source: 'MEMBER', memberId: member.id, topic: body.topic as SupportTopic }, body.message.trim());
      await this.audit.record({ actorId: member.id, action: 'support.open', target: opened.id, meta, details: { reference: opened.reference, topic: opened.topic } }, m);
      return opened;
    });
    return { message: said('apiSupport.opened', { reference: ticket.reference }), ticket: await this.memberView(ticket) };
  }

  /** A contact-form message joins the same queue (ContactService), answered by e-mail. */
  async openFromContact(contact: { id: string; name: string; email: string; message: string; createdAt: Date }): Promise<string> {
    const ticket = await this.dataSource.transaction((m) =>
      this.insertTicket(m, { source: 'CONTACT', contactMessageId: contact.id, contactName: contact.name, contactEmail: contact.email, topic: 'OTHER' }, contact.message, contact.createdAt),
    );
    return ticket.reference;
  }

  async listOwn(member: AuthMember, page: PageRequest): Promise<SupportTicketListDto> {
    const qb = this.tickets().where('t.member_id = :memberId', { memberId: member.id });
    const { rows, nextCursor } = pageOf(await this.newestFirst(qb, page).getMany(), page.limit);
    return { tickets: rows.map(summary), nextCursor };
  }

  async readOwn(member: AuthMember, reference: string): Promise<SupportTicketDto> {
    return this.memberView(await this.ownTicket(member, reference));
  }

  /** The member writes again: the ticket waits for staff again, even a closed one. */
  async reply(member: AuthMember, reference: string, body: SupportMessageRequestDto, meta: RequestMeta): Promise<Spoken<SupportTicketAnswerDto>> {
    refuseFields(checkDomainFields(body, validateSupportMessage));
    const ticket = await this.ownTicket(member, reference);
    await this.attempts.spend('support', member.id, meta.ip);
    await this.dataSource.transaction(async (m) => {
      const locked = await this.lock(m, ticket.id);
      await this.addMessage(m, locked.id, 'MEMBER', null, body.message.trim());
      await m.update(SupportTicketEntity, { id: locked.id }, { status: 'OPEN', closedAt: null, updatedAt: this.clock.now() });
      await this.audit.record({ actorId: member.id, action: 'support.reply', target: locked.id, meta, details: { reference, from: locked.status } }, m);
    });
    return { message: said('apiSupport.added', { reference }), ticket: await this.readOwn(member, reference) };
  }

  // ------------------------------------------------------------------ staff

  async officerList(officer: AuthMember, status: SupportStatus | undefined, page: PageRequest, meta: RequestMeta): Promise<OfficerSupportTicketListDto> {
    const now = this.clock.now();
    const pastDueSql = `t.status <> 'CLOSED' AND t.due_at < :now`;
    const ofStatus = () => (status ? this.tickets().where('t.status = :status', { status }) : this.tickets().where('TRUE'));
    // Complaints past their due date stand above the queue (the most overdue first) on its first page.
    const pastDue = page.after || status === 'CLOSED' ? [] : await ofStatus().andWhere(pastDueSql, { now }).orderBy('t.due_at', 'ASC').addOrderBy('t.id', 'ASC').limit(PAST_DUE_SHOWN).getMany();
    const qb = ofStatus().andWhere(`NOT (${pastDueSql} AND t.due_at IS NOT NULL)`, { now });
    const { rows, nextCursor } = pageOf(await this.newestFirst(qb, page).getMany(), page.limit);
    const people = new Map((await this.members.findMany([...pastDue, ...rows].flatMap((r) => (r.memberId ? [r.memberId] : [])))).map((x) => [x.id, x]));
    await this.audit.record({ actorId: officer.id, action: 'officer.support.list', meta, details: { status: status ?? null, count: rows.length, pastDue: pastDue.length, paged: page.after !== null } });
    const view = (r: SupportTicketEntity) => this.officerSummary(r, people.get(r.memberId ?? ''), now);
    return { pastDue: pastDue.map(view), tickets: rows.map(view), nextCursor };
  }

  async officerRead(officer: AuthMember, reference: string, meta: RequestMeta): Promise<OfficerSupportTicketDto> {
    const ticket = await this.byReference(reference);
    await this.audit.record({ actorId: officer.id, action: 'officer.support.read', target: ticket.id, meta, details: { reference } });
    return this.officerView(ticket);
  }

  /** Staff answer: ANSWERED, the first answer's time kept; the member gets an SMS, a contact an e-mail. */
  async answer(officer: AuthMember, reference: string, body: SupportMessageRequestDto, meta: RequestMeta): Promise<Spoken<OfficerSupportAnswerDto>> {
    refuseFields(checkDomainFields(body, validateSupportMessage));
    const found = await this.byReference(reference);
    const text = body.message.trim();
    const ticket = await this.dataSource.transaction(async (m) => {
      const locked = await this.lock(m, found.id);
      if (locked.status === 'CLOSED') throw Refusal.conflict('apiSupport.alreadyClosed');
      const now = this.clock.now();
      await this.addMessage(m, locked.id, 'STAFF', officer.id, text);
      await m.update(SupportTicketEntity, { id: locked.id }, { status: 'ANSWERED', updatedAt: now, firstAnsweredAt: locked.firstAnsweredAt ?? now });
      await this.audit.record({ actorId: officer.id, action: 'officer.support.answer', target: locked.id, meta, details: { reference, from: locked.status } }, m);
      return locked;
    });
    await this.tellAnswered(ticket, text);
    return { message: said('apiSupport.answered'), ticket: await this.officerView(await this.byReference(reference)) };
  }

  async close(officer: AuthMember, reference: string, meta: RequestMeta): Promise<Spoken<OfficerSupportAnswerDto>> {
    const found = await this.byReference(reference);
    await this.dataSource.transaction(async (m) => {
      const locked = await this.lock(m, found.id);
      if (locked.status === 'CLOSED') throw Refusal.conflict('apiSupport.alreadyClosed');
      const now = this.clock.now();
      await m.update(SupportTicketEntity, { id: locked.id }, { status: 'CLOSED', closedAt: now, updatedAt: now });
      await this.audit.record({ actorId: officer.id, action: 'officer.support.close', target: locked.id, meta, details: { reference, from: locked.status } }, m);
    });
    return { message: said('apiSupport.closed', { reference }), ticket: await this.officerView(await this.byReference(reference)) };
  }

  /** Every ticket of a member with its thread, oldest first (the member's data export). */
  async everythingOf(memberId: string): Promise<SupportTicketDto[]> {
    const rows = await this.tickets().where('t.member_id = :memberId', { memberId }).orderBy('t.created_at', 'ASC').getMany();
    return Promise.all(rows.map((r) => this.memberView(r)));
  }

  // ------------------------------------------------------------------ helpers

  private tickets() {
    return this.dataSource.getRepository(SupportTicketEntity).createQueryBuilder('t');
  }

  private newestFirst(qb: ReturnType<SupportService['tickets']>, page: PageRequest) {
    if (page.after) qb.andWhere('(t.created_at, t.id) < (:afterAt, :afterId)', { afterAt: page.after.createdAt, afterId: page.after.id });
    return qb.orderBy('t.created_at', 'DESC').addOrderBy('t.id', 'DESC').limit(page.limit + 1);
  }

  private async insertTicket(m: EntityManager, fields: Partial<SupportTicketEntity>, message: string, at = this.clock.now()): Promise<SupportTicketEntity> {
    const [{ serial }] = await m.query(`SELECT nextval('support_ticket_serial')::text AS serial`);
    const ticket = await m.getRepository(SupportTicketEntity).save(
      m.getRepository(SupportTicketEntity).create({ ...fields, reference: `S${String(serial).padStart(6, '0')}`, status: 'OPEN', createdAt: at, updatedAt: at, dueAt: this.complaintDue(fields.topic, at) }),
    );
    await this.addMessage(m, ticket.id, 'MEMBER', null, message, at);
    return ticket;
  }

  /** A complaint is answered within the period the settings give (RA 11765), counted from its receipt. */
  private complaintDue(topic: SupportTopic | undefined, receivedAt: Date): Date | null {
    return topic === 'COMPLAINT' ? new Date(receivedAt.getTime() + this.config.loanOps.complaintDueDays * 86_400_000) : null;
  }

  private addMessage(m: EntityManager, ticketId: string, author: 'MEMBER' | 'STAFF', staffId: string | null, body: string, at = this.clock.now()) {
    return m.insert(SupportMessageEntity, { ticketId, author, staffId, body, createdAt: at });
  }

  private async lock(m: EntityManager, id: string): Promise<SupportTicketEntity> {
    return m.getRepository(SupportTicketEntity).findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Someone else's ticket is a 404 like a missing one: nothing tells a member it exists. */
  private async ownTicket(member: AuthMember, reference: string): Promise<SupportTicketEntity> {
    const ticket = await this.byReference(reference);
    if (ticket.memberId !== member.id) throw Refusal.notFound();
    return ticket;
  }

  private async byReference(reference: string): Promise<SupportTicketEntity> {
    const ticket = REFERENCE.test(reference) ? await this.tickets().where('t.reference = :reference', { reference }).getOne() : null;
    if (!ticket) throw Refusal.notFound();
    return ticket;
  }

  private messagesOf(ticketId: string): Promise<SupportMessageEntity[]> {
    return this.dataSource.getRepository(SupportMessageEntity).find({ where: { ticketId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private async memberView(ticket: SupportTicketEntity): Promise<SupportTicketDto> {
    return { ...summary(ticket), messages: thread(await this.messagesOf(ticket.id)) };
  }

  private officerSummary(ticket: SupportTicketEntity, member: Member | undefined, now = this.clock.now()): OfficerSupportTicketSummaryDto {
    return {
      ...summary(ticket),
      dueAt: ticket.dueAt?.toISOString() ?? null,
      pastDue: ticket.dueAt !== null && ticket.status !== 'CLOSED' && ticket.dueAt.getTime() < now.getTime(),
      source: ticket.source,
      name: member?.fullName ?? ticket.contactName ?? '',
      contact: member?.phoneNumber ?? ticket.contactEmail ?? '',
      memberId: ticket.memberId,
      firstAnswerSeconds: ticket.firstAnsweredAt ? Math.max(0, Math.round((ticket.firstAnsweredAt.getTime() - ticket.createdAt.getTime()) / 1000)) : null,
    };
  }

  private async officerView(ticket: SupportTicketEntity): Promise<OfficerSupportTicketDto> {
    const member = ticket.memberId ? await this.members.find(ticket.memberId) : null;
    return { ...this.officerSummary(ticket, member ?? undefined), messages: thread(await this.messagesOf(ticket.id)) };
  }

  /**
   * The answer is stored whatever happens here; a failed SMS or e-mail is only logged (the member also
   * sees it in the app). A member whose account is closed cannot sign in to read it: the SMS and an
   * e-mail carry the answer itself, in their language.
   */
  private async tellAnswered(ticket: SupportTicketEntity, text: string): Promise<void> {
    const { shortName: company } = this.config.company;
    const { reference } = ticket;
    if (ticket.memberId) {
      const member = await this.members.get(ticket.memberId);
      const lang = member.language;
      if (member.closedAt) await this.emailAnswer(member.email, lang, reference, text);
      const sms = member.closedAt ? smsText(lang, 'apiSms.supportAnswerClosed', { company, reference, answer: text }) : t(lang, 'apiSms.supportAnswered', { company, reference });
      await this.notifications.sendSms(member.phoneNumber, sms).catch((e: Error) => this.logger.error(`Support answer SMS failed: ${e.message}`));
    } else if (ticket.contactEmail) {
      await this.emailAnswer(ticket.contactEmail, 'en', reference, text);
    }
  }

  private async emailAnswer(to: string, lang: Language, reference: string, text: string): Promise<void> {
    const { shortName, name, supportEmail } = this.config.company;
    await this.notifications
      .sendEmail(to, t(lang, 'apiSupport.answerSubject', { company: shortName, reference }), [text, '', t(lang, 'apiSupport.answerFooter', { reference }), '', `${name} (${supportEmail})`].join('\n'))
      .catch((e: Error) => this.logger.error(`Support answer e-mail failed: ${e.message}`));
  }
}
