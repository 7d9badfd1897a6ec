import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ISO_DATE_IN_TEXT, amountTooLarge, formatCentavos, inReminderWindow, manilaIsoDate, parseAmount, type FieldErrors } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { addDays, calendarDay, dayEnd } from '../../common/manila-days';
import { encodeCursor, pageInOrder, type ListPageRequest, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { LedgerReadings } from '../ledger/ledger-readings';
import { LoanAging, type LoanAge } from '../loans/loan-aging';
import { MembersService } from '../members/members.service';
import { NotificationsService, holdsLink } from '../notifications/notifications.service';
import { centavosOf } from '../../common/centavos.transformer';
import {
  BUCKETS,
  CONTACT_CHANNELS,
  MAX_PROMISE_DAYS,
  PLACEHOLDERS,
  bucketOf,
  forbiddenWordsIn,
  renderTemplate,
  unknownPlaceholders,
  type Bucket,
} from './collection-rules';
import type {
  CollectionCaseDto,
  CollectionSmsRequestDto,
  CollectionsDto,
  ContactRequestDto,
  OverdueLoanDto,
  PromiseRequestDto,
  SmsTemplateDto,
  SmsTemplateListDto,
  SmsTemplateRequestDto,
} from './collections.dto';

interface TemplateRow {
  code: string;
  body_en: string;
  body_fil: string;
  updated_at: Date;
}

const HISTORY = 50;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const toTemplate = (r: TemplateRow): SmsTemplateDto => ({ code: r.code, bodyEn: r.body_en, bodyFil: r.body_fil, updatedAt: r.updated_at.toISOString() });

/**
 * Collections (docs/collections.md): overdue loans by bucket, the contact log, promises to pay,
 * and templated SMS to the borrower alone, from 6 am to 10 pm Manila time (the business clock),
 * at most one a Manila day per loan. Every action is audited.
 */
@Injectable()
export class CollectionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly aging: LoanAging,
    private readonly ledger: LedgerReadings,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The overdue loans, aged today: every bucket's figures and a page of loans, most days past due first. */
  async overdue(officer: AuthMember, bucket: string | undefined, page: PageRequest, meta: RequestMeta): Promise<CollectionsDto> {
    if (bucket !== undefined && bucket !== '' && !(BUCKETS as readonly string[]).includes(bucket)) refuseFields({ bucket: { code: 'apiCollections.bucket' } });
    const on = manilaIsoDate(this.clock.now());
    const loans = await this.aging.onDay(on, dayEnd(on), { runningOnly: true, lateNow: true });
    const owed = await this.ledger.principalByLoan(null, { loanIds: loans.map((l) => l.id) });
    const overdue = loans
      .filter((l) => l.daysPastDue > 0)
      .map((l) => ({ age: l, bucket: bucketOf(l.daysPastDue)!, principal: owed.get(l.id) ?? 0, key: { createdAt: new Date(`${l.oldestDue}T00:00:00Z`), id: l.id } }))
      // Oldest due date first (most days past due), then by id: the cursor's order.
      .sort((a, b) => a.key.createdAt.getTime() - b.key.createdAt.getTime() || a.key.id.localeCompare(b.key.id));
    const buckets = BUCKETS.map((b) => {
      const inBucket = overdue.filter((o) => o.bucket === b);
      return { bucket: b, loans: inBucket.length, amountDue: inBucket.reduce((s, o) => s + o.age.amountDue, 0), principal: inBucket.reduce((s, o) => s + o.principal, 0) };
    });
    const after = page.after;
    const listed = overdue.filter(
      (o) => (!bucket || o.bucket === bucket) && (!after || o.key.createdAt.getTime() > after.createdAt.getTime() || (o.key.createdAt.getTime() === after.createdAt.getTime() && o.key.id > after.id)),
    );
    const rows = listed.slice(0, page.limit);
    const names = await this.members.namesOf(rows.map((o) => o.age.memberId));
    await this.audit.record({ actorId: officer.id, action: 'collections.list', meta, details: { on, bucket: bucket || null } });
    return {
      on,
      buckets,
      loans: rows.map((o): OverdueLoanDto => ({
        loanNumber: o.age.loanNumber,
        memberId: o.age.memberId,
        borrower: names.get(o.age.memberId) ?? '',
        bucket: o.bucket,
        daysPastDue: o.age.daysPastDue,
        oldestDue: o.age.oldestDue!,
        amountDue: o.age.amountDue,
        principal: o.principal,
      })),
      nextCursor: listed.length > page.limit ? encodeCursor(rows[rows.length - 1].key) : null,
    };
  }

  async caseOf(officer: AuthMember, loanNumber: string, meta: RequestMeta): Promise<CollectionCaseDto> {
    const loan = await this.runningLoan(loanNumber);
    await this.audit.record({ actorId: officer.id, action: 'collections.read', target: loan.id, meta });
    return this.describe(loan);
  }

  async logContact(officer: AuthMember, loanNumber: string, body: ContactRequestDto, meta: RequestMeta): Promise<CollectionCaseDto> {
    const errors: FieldErrors = {};
    const outcome = text(body.outcome);
    const nextStep = text(body.nextStep);
    if (!(CONTACT_CHANNELS as readonly string[]).includes(body.channel)) errors.channel = { code: 'apiCollections.channel' };
    if (outcome.length < 1 || outcome.length > 500) errors.outcome = { code: 'apiCollections.outcome' };
    if (nextStep.length > 500) errors.nextStep = { code: 'apiCollections.nextStep' };
    refuseFields(errors);
    const loan = await this.runningLoan(loanNumber);
    await this.dataSource.transaction(async (m) => {
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO collection_contacts (loan_id, officer_id, channel, outcome, next_step) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [loan.id, officer.id, body.channel, outcome, nextStep],
      );
      await this.audit.record({ actorId: officer.id, action: 'collections.contact', target: loan.id, meta, details: { contactId: row.id, channel: body.channel, outcome, nextStep } }, m);
    });
    return this.describe(loan);
  }

  async promise(officer: AuthMember, loanNumber: string, body: PromiseRequestDto, meta: RequestMeta): Promise<CollectionCaseDto> {
    const errors: FieldErrors = {};
    const today = manilaIsoDate(this.clock.now());
    const promisedOn = calendarDay(text(body.promisedOn));
    if (!promisedOn || promisedOn < today || promisedOn > addDays(today, MAX_PROMISE_DAYS)) errors.promisedOn = { code: 'apiCollections.promisedOn', params: { max: MAX_PROMISE_DAYS } };
    const amount = parseAmount(text(body.amount));
    if (!amount) errors.amount = { code: 'apiCollections.amount' };
    else errors.amount = amountTooLarge(amount) ?? undefined;
    refuseFields(errors);
    const loan = await this.runningLoan(loanNumber);
    await this.dataSource.transaction(async (m) => {
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO promises_to_pay (loan_id, officer_id, promised_on, amount) VALUES ($1, $2, $3, $4) RETURNING id`,
        [loan.id, officer.id, promisedOn, amount],
      );
      await this.audit.record({ actorId: officer.id, action: 'collections.promise', target: loan.id, meta, details: { promiseId: row.id, promisedOn, amount } }, m);
    });
    return this.describe(loan);
  }

  /**
   * A template sent to the borrower's own number (never a reference's), in the borrower's language:
   * refused outside 6 am to 10 pm Manila time and when the loan had one today (the unique key
   * settles two officers at once). The SMS goes last: a failed send rolls the record back.
   */
  async sendSms(officer: AuthMember, loanNumber: string, body: CollectionSmsRequestDto, meta: RequestMeta): Promise<CollectionCaseDto> {
    const [template]: TemplateRow[] = await this.dataSource.query(`SELECT code, body_en, body_fil, updated_at FROM sms_templates WHERE code = $1`, [text(body.template)]);
    if (!template) refuseFields({ template: { code: 'apiCollections.template' } });
    const loan = await this.runningLoan(loanNumber);
    const now = this.clock.now();
    if (!inReminderWindow(now)) throw Refusal.conflict('apiCollections.quietHours');
    const member = await this.members.findOrFail(loan.memberId);
    const sms = renderTemplate(member.language === 'fil' ? template.body_fil : template.body_en, {
      company: this.config.company.shortName,
      name: member.fullName,
      loanNumber: loan.loanNumber,
      amountDue: formatCentavos(loan.amountDue),
    });
    // A template saved with a link or a YYYY-MM-DD date before they were refused would fail at the
    // SMS adapter's guard.
    if (holdsLink(sms)) refuseFields({ template: { code: 'apiCollections.templateLink' } });
    if (ISO_DATE_IN_TEXT.test(sms)) refuseFields({ template: { code: 'apiCollections.templateDate' } });
    const sentOn = manilaIsoDate(now);
    await this.dataSource.transaction(async (m) => {
      const inserted: unknown[] = await m.query(
        `INSERT INTO collection_sms (loan_id, officer_id, template_code, sent_on, body) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (loan_id, sent_on) DO NOTHING RETURNING id`,
        [loan.id, officer.id, template.code, sentOn, sms],
      );
      if (inserted.length === 0) throw Refusal.conflict('apiCollections.oneADay');
      await this.audit.record({ actorId: officer.id, action: 'collections.sms', target: loan.id, meta, details: { template: template.code, sentOn } }, m);
      await this.notifications.sendSms(member.phoneNumber, sms, m);
    });
    return this.describe(loan);
  }

  async templates(page: ListPageRequest): Promise<SmsTemplateListDto> {
    const rows: TemplateRow[] = await this.dataSource.query(`SELECT code, body_en, body_fil, updated_at FROM sms_templates ORDER BY code`);
    const { rows: shown, nextCursor } = pageInOrder(rows, (row) => row.code, page);
    return { templates: shown.map(toTemplate), nextCursor };
  }

  /**
   * An admin rewrites a template: no threatening or shaming words, no link (a lender's SMS with a
   * link is what scammers imitate), no YYYY-MM-DD date (SMS write dates in words), only our placeholders. Audited with before and after.
   */
  async updateTemplate(admin: AuthMember, code: string, body: SmsTemplateRequestDto, meta: RequestMeta): Promise<SmsTemplateDto> {
    const errors: FieldErrors = {};
    const fields = { bodyEn: text(body.bodyEn), bodyFil: text(body.bodyFil) };
    for (const [field, value] of Object.entries(fields)) {
      const words = forbiddenWordsIn(value);
      if (value.length < 1 || value.length > 320) errors[field] = { code: 'apiCollections.templateBody' };
      else if (words.length > 0) errors[field] = { code: 'apiCollections.templateWords', params: { words: words.join(', ') } };
      else if (holdsLink(value)) errors[field] = { code: 'apiCollections.templateLink' };
      else if (ISO_DATE_IN_TEXT.test(value)) errors[field] = { code: 'apiCollections.templateDate' };
      else if (unknownPlaceholders(value).length > 0) errors[field] = { code: 'apiCollections.templatePlaceholder', params: { placeholders: PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ') } };
    }
    refuseFields(errors);
    return this.dataSource.transaction(async (m) => {
      const [before]: TemplateRow[] = await m.query(`SELECT code, body_en, body_fil, updated_at FROM sms_templates WHERE code = $1 FOR UPDATE`, [code]);
      if (!before) throw Refusal.notFound();
      // An UPDATE answers [rows, count].
      const [[after]]: [TemplateRow[], number] = await m.query(
        `UPDATE sms_templates SET body_en = $2, body_fil = $3, updated_by = $4, updated_at = now() WHERE code = $1 RETURNING code, body_en, body_fil, updated_at`,
        [code, fields.bodyEn, fields.bodyFil, admin.id],
      );
      await this.audit.record(
        { actorId: admin.id, action: 'collections.template', target: code, meta, details: { before: { bodyEn: before.body_en, bodyFil: before.body_fil }, after: fields } },
        m,
      );
      return toTemplate(after);
    });
  }

  /** A running loan aged today, or 404. */
  private async runningLoan(loanNumber: string): Promise<LoanAge> {
    const on = manilaIsoDate(this.clock.now());
    const [loan] = await this.aging.onDay(on, dayEnd(on), { runningOnly: true, loanNumber });
    if (!loan) throw Refusal.notFound();
    return loan;
  }

  private async describe(loan: LoanAge): Promise<CollectionCaseDto> {
    const [borrower, owed, contacts, promises, messages] = await Promise.all([
      this.members.findOrFail(loan.memberId),
      this.ledger.principalByLoan(null),
      this.dataSource.query(`SELECT id, channel, outcome, next_step, officer_id, created_at FROM collection_contacts WHERE loan_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [loan.id, HISTORY]),
      this.dataSource.query(
        `SELECT id, to_char(promised_on, 'YYYY-MM-DD') AS promised_on, amount, status, paid, officer_id, created_at FROM promises_to_pay WHERE loan_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [loan.id, HISTORY],
      ),
      this.dataSource.query(
        `SELECT template_code, body, to_char(sent_on, 'YYYY-MM-DD') AS sent_on, officer_id, created_at FROM collection_sms WHERE loan_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [loan.id, HISTORY],
      ),
    ]);
    return {
      loanNumber: loan.loanNumber,
      memberId: loan.memberId,
      borrower: borrower.fullName,
      phoneNumber: borrower.phoneNumber,
      status: loan.status,
      daysPastDue: loan.daysPastDue,
      bucket: bucketOf(loan.daysPastDue) as Bucket | null,
      amountDue: loan.amountDue,
      principal: owed.get(loan.id) ?? 0,
      contacts: contacts.map((c: { id: string; channel: CollectionCaseDto['contacts'][number]['channel']; outcome: string; next_step: string; officer_id: string; created_at: Date }) => ({
        id: c.id,
        channel: c.channel,
        outcome: c.outcome,
        nextStep: c.next_step,
        officerId: c.officer_id,
        createdAt: c.created_at.toISOString(),
      })),
      promises: promises.map((p: { id: string; promised_on: string; amount: string; status: string; paid: string | null; officer_id: string; created_at: Date }) => ({
        id: p.id,
        promisedOn: p.promised_on,
        amount: centavosOf(p.amount),
        status: p.status,
        paid: p.paid === null ? null : centavosOf(p.paid),
        officerId: p.officer_id,
        createdAt: p.created_at.toISOString(),
      })),
      messages: messages.map((s: { template_code: string; body: string; sent_on: string; officer_id: string; created_at: Date }) => ({
        template: s.template_code,
        body: s.body,
        sentOn: s.sent_on,
        officerId: s.officer_id,
        createdAt: s.created_at.toISOString(),
      })),
    };
  }
}

