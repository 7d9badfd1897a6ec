import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { manilaIsoDate } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { KycService } from '../kyc/kyc.service';
import { LedgerService } from '../ledger/ledger.service';
import type { PostInput, PostedEntry } from '../ledger/ledger.types';
import { MembersService } from '../members/members.service';
import type { ComplianceMemberDto, ComplianceMemberListDto, DraftSuspiciousDto, FileReportDto, HolidayDto, ReportDto, ReportExportQueryDto, ReportListDto, ReportQueryDto } from './aml-reports.dto';
import { AmlHolidayEntity, AmlReportEntity, COVERED_ENTRY_KINDS, REPORT_KINDS, type CoveredEntryKind } from './aml-reports.entities';
import { FILING_WORKING_DAYS, SANCTIONS_REASON, STR_REASON_CODES, addWorkingDays, dueWindowEnd, exportFile, isIsoDay, type ExportRow } from './aml-reports.rules';

const NARRATIVE = { min: 20, max: 4000 };
const FILED_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{2,99}$/;
/** The overdue reports stand above the list, however many pages it has; a bound keeps the page small. */
const OVERDUE_SHOWN = 100;
const EXPORT_MAX = 5_000;
const MEMBERS_FOUND = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * Covered (CTR) and suspicious (STR) transaction reports to the AMLC (docs/aml.md): a covered
 * transaction is written in the transaction that moves the money (LedgerService.onPosted); a
 * suspicious one is drafted by compliance or by a confirmed sanctions hit. Each is due five working
 * days later, exported, marked filed, and kept (the table refuses DELETE). Every step audited.
 */
@Injectable()
export class AmlReportsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.ledger.onPosted(COVERED_ENTRY_KINDS, (m, entry, input) => this.recordCovered(m, entry, input));
  }

  /** A disbursement, repayment or cash-in above the threshold: its report, in the money's own transaction. */
  private async recordCovered(m: EntityManager, entry: PostedEntry, input: PostInput): Promise<void> {
    const amount = entry.lines.reduce((sum, l) => sum + (l.amount > 0 ? l.amount : 0), 0);
    if (entry.memberId === null || amount <= this.config.loanOps.coveredAbovePhp) return;
    const occurredOn = input.bookedOn ?? manilaIsoDate(this.clock.now());
    const dueOn = await this.dueDate(m, occurredOn);
    const [report]: { id: string }[] = await m.query(
      `INSERT INTO aml_reports (kind, member_id, journal_entry_id, transaction_kind, amount_php, occurred_on, due_on, created_at)
       VALUES ('CTR', $1, $2, $3, $4, $5, $6, $7) ON CONFLICT (journal_entry_id) WHERE journal_entry_id IS NOT NULL DO NOTHING RETURNING id`,
      [entry.memberId, entry.id, entry.kind as CoveredEntryKind, String(amount), occurredOn, dueOn, this.clock.now()],
    );
    if (!report) return;
    await this.audit.record({ actorId: null, action: 'aml.ctr.create', target: report.id, about: entry.memberId, details: { entryId: entry.id, kind: entry.kind, amount, occurredOn, dueOn } }, m);
  }

  /** A suspicious transaction report drafted by a compliance officer from the member's page. */
  async draftSuspicious(officer: AuthMember, memberId: string, body: DraftSuspiciousDto, meta: RequestMeta): Promise<ReportDto> {
    const codes = Array.isArray(body.reasonCodes) ? [...new Set(body.reasonCodes.map(textOf))] : [];
    const narrative = textOf(body.narrative);
    refuseFields({
      reasonCodes: codes.length > 0 && codes.every((c) => (STR_REASON_CODES as readonly string[]).includes(c)) ? undefined : { code: 'apiAml.reasonCodes' },
      narrative: narrative.length >= NARRATIVE.min && narrative.length <= NARRATIVE.max ? undefined : { code: 'apiAml.narrative' },
    });
    const member = UUID.test(memberId) ? await this.members.find(memberId) : null;
    if (!member) throw Refusal.notFound('apiAml.memberNotFound');
    const id = await this.dataSource.transaction(async (m) => {
      const report = await this.insertSuspicious(m, { memberId, reasonCodes: codes, narrative, caseId: null, draftedBy: officer.id });
      await this.audit.record({ actorId: officer.id, action: 'aml.str.draft', target: report.id, about: memberId, meta, details: { reasonCodes: codes, dueOn: report.dueOn } }, m);
      return report.id;
    });
    return this.read(officer, id, meta, false);
  }

  /** The suspicious transaction report a confirmed sanctions hit drafts, in the confirmation's transaction (once per case). */
  async draftForSanctionsCase(m: EntityManager, p: { caseId: string; memberId: string; reason: string | null; matchedName: string; actorId: string; meta?: RequestMeta }): Promise<void> {
    const narrative = `Confirmed match with a sanctions list entry (${p.matchedName}). ${p.reason ?? ''}`.trim();
    const report = await this.insertSuspicious(m, { memberId: p.memberId, reasonCodes: [SANCTIONS_REASON], narrative, caseId: p.caseId, draftedBy: null });
    await this.audit.record({ actorId: p.actorId, action: 'aml.str.draft', target: report.id, about: p.memberId, meta: p.meta, details: { caseId: p.caseId, reasonCodes: [SANCTIONS_REASON], dueOn: report.dueOn } }, m);
  }

  private async insertSuspicious(m: EntityManager, p: { memberId: string; reasonCodes: string[]; narrative: string; caseId: string | null; draftedBy: string | null }): Promise<AmlReportEntity> {
    const now = this.clock.now();
    const occurredOn = manilaIsoDate(now);
    return m.save(m.create(AmlReportEntity, { kind: 'STR', ...p, occurredOn, dueOn: await this.dueDate(m, occurredOn), createdAt: now }));
  }

  /** Five working days after `day`: weekends and the holidays kept on /admin/holidays skipped. */
  async dueDate(m: EntityManager, day: string): Promise<string> {
    const rows: { day: string }[] = await m.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM aml_holidays WHERE day > $1 AND day <= $2`, [day, dueWindowEnd(day, FILING_WORKING_DAYS)]);
    return addWorkingDays(day, FILING_WORKING_DAYS, new Set(rows.map((r) => r.day)));
  }

  // ------------------------------------------------------------------ reading

  /** The overdue reports (unfiled, past their due date, the most overdue first), then a page of the others, newest first. */
  async list(officer: AuthMember, query: ReportQueryDto, page: PageRequest, meta: RequestMeta): Promise<ReportListDto> {
    const kind = this.kindOf(query.kind);
    const memberId = textOf(query.memberId);
    if (memberId !== '' && !UUID.test(memberId)) throw Refusal.fields({ memberId: { code: 'apiAml.memberNotFound' } });
    const today = manilaIsoDate(this.clock.now());
    const filter = (qb: ReturnType<AmlReportsService['reports']>) => {
      if (kind) qb.andWhere('r.kind = :kind', { kind });
      if (memberId) qb.andWhere('r.member_id = :memberId', { memberId });
      return qb;
    };
    const overdue = page.after
      ? []
      : await filter(this.reports())
          .andWhere('r.filed_at IS NULL AND r.due_on < :today', { today })
          .orderBy('r.due_on', 'ASC')
          .addOrderBy('r.id', 'ASC')
          .limit(OVERDUE_SHOWN)
          .getMany();
    const qb = filter(this.reports())
      .andWhere('NOT (r.filed_at IS NULL AND r.due_on < :today)', { today })
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .limit(page.limit + 1);
    if (page.after) qb.andWhere('(r.created_at, r.id) < (:at, :id)', { at: page.after.createdAt, id: page.after.id });
    const { rows, nextCursor } = pageOf(await qb.getMany(), page.limit);
    const names = await this.members.namesOf([...new Set([...overdue, ...rows].map((r) => r.memberId))]);
    await this.audit.record({ actorId: officer.id, action: 'aml.report.list', meta, details: { kind: kind ?? null, memberId: memberId || null, overdue: overdue.length, count: rows.length } });
    return { overdue: overdue.map((r) => this.toDto(r, names, today)), reports: rows.map((r) => this.toDto(r, names, today)), nextCursor };
  }

  async read(officer: AuthMember, id: string, meta: RequestMeta, audited = true): Promise<ReportDto> {
    const report = await this.find(this.dataSource.manager, id);
    if (audited) await this.audit.record({ actorId: officer.id, action: 'aml.report.view', target: id, about: report.memberId, meta });
    return this.toDto(report, await this.members.namesOf([report.memberId]), manilaIsoDate(this.clock.now()));
  }

  /** Marks a report filed with the AMLC's reference: once, by whom and when; it never changes again. */
  async file(officer: AuthMember, id: string, body: FileReportDto, meta: RequestMeta): Promise<ReportDto> {
    const reference = textOf(body.reference);
    if (!FILED_REFERENCE.test(reference)) throw Refusal.fields({ reference: { code: 'apiAml.filedReference' } });
    await this.dataSource.transaction(async (m) => {
      const report = await this.find(m, id, true);
      if (report.filedAt) throw Refusal.conflict('apiAml.alreadyFiled');
      await m.update(AmlReportEntity, { id }, { filedReference: reference, filedBy: officer.id, filedAt: this.clock.now() });
      await this.audit.record({ actorId: officer.id, action: 'aml.report.file', target: id, about: report.memberId, meta, details: { kind: report.kind, reference } }, m);
    });
    return this.read(officer, id, meta, false);
  }

  /** The export file (docs/aml.md) of one kind's reports: unfiled ones by default, or those of a period of transaction days. */
  async exportFile(officer: AuthMember, query: ReportExportQueryDto, meta: RequestMeta): Promise<{ filename: string; csv: string }> {
    const kind = this.kindOf(query.kind) ?? 'CTR';
    const from = textOf(query.from);
    const to = textOf(query.to);
    refuseFields({
      from: from === '' || isIsoDay(from) ? undefined : { code: 'apiAml.day' },
      to: to === '' || isIsoDay(to) ? (from !== '' && to !== '' && to < from ? { code: 'apiAml.period' } : undefined) : { code: 'apiAml.day' },
    });
    const qb = this.reports().where('r.kind = :kind', { kind });
    if (from === '' && to === '') qb.andWhere('r.filed_at IS NULL');
    if (from) qb.andWhere('r.occurred_on >= :from', { from });
    if (to) qb.andWhere('r.occurred_on <= :to', { to });
    const reports = await qb.orderBy('r.occurred_on', 'ASC').addOrderBy('r.id', 'ASC').limit(EXPORT_MAX).getMany();
    const rows: ExportRow[] = [];
    for (const r of reports) rows.push(await this.exportRow(r));
    const today = manilaIsoDate(this.clock.now());
    const { company } = this.config;
    await this.audit.record({ actorId: officer.id, action: 'aml.report.export', meta, details: { kind, from: from || null, to: to || null, count: rows.length } });
    return { filename: `${kind}-${today}.csv`, csv: exportFile({ institutionCode: company.shortName, institutionName: company.name, generatedOn: today, rows }) };
  }

  private async exportRow(r: AmlReportEntity): Promise<ExportRow> {
    const [member, kyc] = await Promise.all([this.members.findOrFail(r.memberId), this.kyc.sections(r.memberId, 'en')]);
    const p = kyc.personal;
    const a = kyc.address;
    const id = kyc.identity;
    return {
      kind: r.kind,
      id: r.id,
      occurredOn: r.occurredOn,
      transactionKind: r.transactionKind,
      amountPhp: r.amountPhp,
      reasonCodes: r.reasonCodes,
      narrative: r.narrative,
      subject: {
        memberId: r.memberId,
        lastName: p?.lastName ?? member.fullName,
        firstName: p?.firstName ?? '',
        middleName: p?.middleName ?? '',
        birthDate: p?.birthDate ?? null,
        nationality: p?.nationality ?? null,
        address: a ? [a.streetAddress, a.town, a.province, a.postalCode, a.countryResidence].filter(Boolean).join(', ') : null,
        idType: id ? (id.otherIdentityType ?? id.identityType) : null,
        idNumber: id?.identityNumber ?? null,
      },
      filedReference: r.filedReference,
    };
  }

  // ------------------------------------------------------------------ members

  /** Members by name or phone number, for compliance to open a member's page. */
  async searchMembers(officer: AuthMember, query: unknown, meta: RequestMeta): Promise<ComplianceMemberListDto> {
    const q = textOf(query);
    if (q === '') return { members: [] };
    if (q.length < 2 || q.length > 100) throw Refusal.fields({ q: { code: 'apiAml.search' } });
    const found = await this.members.findMany(await this.members.idsMatching(q, MEMBERS_FOUND));
    await this.audit.record({ actorId: officer.id, action: 'aml.member.search', meta, details: { count: found.length } });
    const members = await Promise.all(found.sort((a, b) => a.fullName.localeCompare(b.fullName)).map((m) => this.memberView(m.id)));
    return { members };
  }

  async readMember(officer: AuthMember, id: string, meta: RequestMeta): Promise<ComplianceMemberDto> {
    if (!UUID.test(id) || !(await this.members.find(id))) throw Refusal.notFound('apiAml.memberNotFound');
    await this.audit.record({ actorId: officer.id, action: 'aml.member.view', target: id, meta });
    return this.memberView(id);
  }

  private async memberView(id: string): Promise<ComplianceMemberDto> {
    const [member, identity] = await Promise.all([this.members.findOrFail(id), this.kyc.screeningIdentity(id)]);
    return { id, fullName: member.fullName, legalName: identity?.legalName ?? '', phoneNumber: member.phoneNumber, birthDate: identity?.birthDate ?? null, nationality: identity?.nationality ?? null };
  }

  // ------------------------------------------------------------------ helpers

  private reports() {
    return this.dataSource.manager.createQueryBuilder(AmlReportEntity, 'r').where('TRUE');
  }

  private kindOf(v: unknown): 'CTR' | 'STR' | null {
    if (v === undefined || v === '') return null;
    if (!(REPORT_KINDS as readonly unknown[]).includes(v)) throw Refusal.fields({ kind: { code: 'apiAml.kind' } });
    return v as 'CTR' | 'STR';
  }

  private async find(m: EntityManager, id: string, lock = false): Promise<AmlReportEntity> {
    const r = UUID.test(id) ? await m.findOne(AmlReportEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) }) : null;
    if (!r) throw Refusal.notFound('apiAml.reportNotFound');
    return r;
  }

  private toDto(r: AmlReportEntity, names: Map<string, string>, today: string): ReportDto {
    return {
      id: r.id,
      kind: r.kind,
      memberId: r.memberId,
      memberName: names.get(r.memberId) ?? '',
      transactionKind: r.transactionKind,
      amountPhp: r.amountPhp,
      occurredOn: r.occurredOn,
      dueOn: r.dueOn,
      overdue: r.filedAt === null && r.dueOn < today,
      reasonCodes: r.reasonCodes,
      narrative: r.narrative,
      caseId: r.caseId,
      draftedBy: r.draftedBy,
      createdAt: r.createdAt.toISOString(),
      filedReference: r.filedReference,
      filedBy: r.filedBy,
      filedAt: r.filedAt?.toISOString() ?? null,
    };
  }
}

/** The holidays that due dates skip, kept by admins on /admin/holidays: a year at a time. */
@Injectable()
export class AmlHolidaysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(yearInput: unknown): Promise<{ year: number; holidays: { day: string; name: string }[] }> {
    const year = yearInput === undefined || yearInput === '' ? Number(manilaIsoDate(this.clock.now()).slice(0, 4)) : Number(yearInput);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) throw Refusal.fields({ year: { code: 'apiAml.year' } });
    const rows: { day: string; name: string }[] = await this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, name FROM aml_holidays WHERE day BETWEEN make_date($1, 1, 1) AND make_date($1, 12, 31) ORDER BY day`,
      [year],
    );
    return { year, holidays: rows };
  }

  async add(admin: AuthMember, body: { day?: unknown; name?: unknown }, meta: RequestMeta): Promise<{ day: string; name: string }> {
    const day = textOf(body.day);
    const name = textOf(body.name);
    refuseFields({
      day: isIsoDay(day) ? undefined : { code: 'apiAml.day' },
      name: name.length >= 1 && name.length <= 100 ? undefined : { code: 'apiAml.holidayName' },
    });
    await this.dataSource.transaction(async (m) => {
      const added = await m.createQueryBuilder().insert().into(AmlHolidayEntity).values({ day, name, addedBy: admin.id, addedAt: this.clock.now() }).orIgnore().execute();
      if (added.identifiers.length === 0 || added.raw.length === 0) throw Refusal.fields({ day: { code: 'apiAml.holidayExists' } });
      await this.audit.record({ actorId: admin.id, action: 'admin.holiday.add', target: day, meta, details: { day, name } }, m);
    });
    return { day, name };
  }

  async remove(admin: AuthMember, day: string, meta: RequestMeta): Promise<HolidayDto> {
    if (!isIsoDay(day)) throw Refusal.notFound('apiAml.holidayNotFound');
    return this.dataSource.transaction(async (m) => {
      const gone = await m.findOne(AmlHolidayEntity, { where: { day }, lock: { mode: 'pessimistic_write' } });
      if (!gone) throw Refusal.notFound('apiAml.holidayNotFound');
      await m.delete(AmlHolidayEntity, { day });
      await this.audit.record({ actorId: admin.id, action: 'admin.holiday.remove', target: day, meta, details: { day, name: gone.name } }, m);
      return { day, name: gone.name };
    });
  }
}
