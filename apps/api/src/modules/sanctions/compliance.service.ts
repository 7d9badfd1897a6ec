import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { t, type FieldErrors } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AmlReportsService } from '../aml-reports/aml-reports.service';
import { FourEyesService, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import type { CaseDto, CaseListDto, CaseSummaryDto, DesignationRequestDto, ListUploadDto, ListVersionDto, ListVersionListDto } from './compliance.dto';
import { addDesignation, importList } from './list-import';
import { CASE_STATUSES, SanctionsCaseEntity, SanctionsEntryEntity, SanctionsFreezeEntity, SanctionsListVersionEntity, type CaseStatus, type ListOrigin } from './sanctions.entities';
import { ScreeningService } from './screening.service';
import { parseUnList, type ParsedEntry } from './un-list';

/** The four-eyes kind of a confirmed hit (docs/decisions/016-four-eyes.md): a second compliance officer or an admin checks it. */
export const CONFIRM_HIT_KIND = 'sanctions.confirm';

const REASON = { min: 5, max: 500 };
const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const between = (s: string, min: number, max: number) => s.length >= min && s.length <= max;

/**
 * The compliance officer's work (docs/aml.md): the lists (an upload of the UN list, a designation
 * by hand, the versions) and the cases screening opens, decided as a false positive or confirmed by
 * two (a second compliance officer or an admin), which freezes the member's money. Every step audited.
 */
@Injectable()
export class ComplianceService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly screening: ScreeningService,
    private readonly fourEyes: FourEyesService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly reports: AmlReportsService,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(CONFIRM_HIT_KIND, {
      approve: (m, action, checker) => this.confirmChecked(m, action, checker),
      reject: async (_m, _action, checker) => assertComplianceChecker(checker),
      // Loan officers read the same inbox and must never learn who is held or why: the case page
      // shows the member beside the list entry to those who may decide it.
      describe: async (_m, _action, lang) => ({ memberId: null, loanNumber: null, changes: [{ field: 'decision', before: null, after: t(lang, 'apiSanctions.confirmSummary') }] }),
    });
  }

  // ------------------------------------------------------------------ lists

  /** Imports the UN list from an upload, or from the scheduled fetch (`by` null). */
  async importUn(xml: string, origin: ListOrigin, by: AuthMember | null, meta?: RequestMeta): Promise<ListVersionDto> {
    const list = parseUnList(xml);
    const version = await this.dataSource.transaction(async (m) => {
      const v = await importList(m, { source: 'UN', origin, list, text: xml, importedBy: by?.id ?? null, now: this.clock.now() });
      await this.audit.record(
        { actorId: by?.id ?? null, action: 'sanctions.list.import', target: v.id, meta, details: { source: 'UN', origin, generatedAt: v.generatedAt, sha256: v.sha256, entries: v.entries, added: v.added, removed: v.removed, changed: v.changed } },
        m,
      );
      return v;
    });
    return toVersionDto(version);
  }

  upload(by: AuthMember, body: ListUploadDto, meta: RequestMeta): Promise<ListVersionDto> {
    const filename = textOf(body.filename);
    refuseFields({
      filename: between(filename, 1, 200) && /\.xml$/i.test(filename) ? undefined : { code: 'apiSanctions.filename' },
      xml: typeof body.xml === 'string' && body.xml.trim() !== '' ? undefined : { code: 'apiSanctions.listRequired' },
    });
    return this.importUn(body.xml, 'UPLOAD', by, meta);
  }

  async designate(by: AuthMember, body: DesignationRequestDto, meta: RequestMeta): Promise<ListVersionDto> {
    const entry = parseDesignation(body);
    const version = await this.dataSource.transaction(async (m) => {
      const v = await addDesignation(m, entry, by.id, this.clock.now());
      await this.audit.record({ actorId: by.id, action: 'sanctions.designation.add', target: v.id, meta, details: { name: entry.name, basis: entry.basis, ref: entry.ref } }, m);
      return v;
    });
    return toVersionDto(version);
  }

  async versions(page: PageRequest): Promise<ListVersionListDto> {
    const qb = this.dataSource.manager.createQueryBuilder(SanctionsListVersionEntity, 'v').orderBy('v.importedAt', 'DESC').addOrderBy('v.id', 'DESC').limit(page.limit + 1);
    if (page.after) qb.where('(v.imported_at, v.id) < (:at, :id)', { at: page.after.createdAt, id: page.after.id });
    const read = (await qb.getMany()).map((v) => ({ ...toVersionDto(v), createdAt: v.importedAt }));
    const { rows, nextCursor } = pageOf(read, page.limit);
    return { versions: rows.map(({ createdAt: _, ...v }) => v), nextCursor };
  }

  // ------------------------------------------------------------------ cases

  async list(officer: AuthMember, status: unknown, page: PageRequest, meta: RequestMeta): Promise<CaseListDto> {
    const wanted = status === undefined || status === '' ? 'OPEN' : status;
    if (!(CASE_STATUSES as readonly unknown[]).includes(wanted)) throw Refusal.fields({ status: { code: 'apiSanctions.status' } });
    const qb = this.dataSource.manager
      .createQueryBuilder(SanctionsCaseEntity, 'c')
      .where('c.status = :status', { status: wanted })
      .orderBy('c.openedAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(page.limit + 1);
    if (page.after) qb.andWhere('(c.opened_at, c.id) < (:at, :id)', { at: page.after.createdAt, id: page.after.id });
    const { rows, nextCursor } = pageOf((await qb.getMany()).map((c) => ({ c, createdAt: c.openedAt, id: c.id })), page.limit);
    await this.audit.record({ actorId: officer.id, action: 'sanctions.case.list', meta, details: { status: wanted, count: rows.length } });
    return { cases: rows.map(({ c }) => toSummary(c)), nextCursor };
  }

  async read(officer: AuthMember, id: string, meta: RequestMeta): Promise<CaseDto> {
    const dto = await this.view(this.dataSource.manager, id, officer);
    await this.audit.record({ actorId: officer.id, action: 'sanctions.case.view', target: id, about: dto.memberId, meta });
    return dto;
  }

  /** A false positive: the case closes, and the same pair is not raised again until either side changes. */
  async clear(officer: AuthMember, id: string, reasonInput: unknown, meta: RequestMeta): Promise<CaseDto> {
    const reason = parseReason(reasonInput);
    await this.dataSource.transaction(async (m) => {
      const c = await this.openCase(m, id);
      // The member's data now is what the officer saw beside the entry.
      const subject = await this.screening.subject(c.memberId, m);
      Object.assign(c, { status: 'CLEARED', decidedBy: officer.id, decidedAt: this.clock.now(), decisionReason: reason, memberFingerprint: subject.fingerprint });
      await m.save(c);
      await this.fourEyes.withdraw(m, { kind: CONFIRM_HIT_KIND, subjectId: c.id, reason: 'SUBJECT_CLOSED' }, { actorId: officer.id, meta });
      await this.audit.record({ actorId: officer.id, action: 'sanctions.case.clear', target: c.id, about: c.memberId, meta, details: { reason, score: c.score } }, m);
    });
    return this.view(this.dataSource.manager, id, officer);
  }

  /** A confirmed hit waits for a second compliance officer or an admin (four eyes). */
  async confirm(officer: AuthMember, id: string, reasonInput: unknown, meta: RequestMeta): Promise<CaseDto> {
    const reason = parseReason(reasonInput);
    await this.dataSource.transaction(async (m) => {
      const c = await this.openCase(m, id);
      // The reason stays on the case: the four-eyes inbox, which loan officers read too, shows only that a check waits.
      await this.fourEyes.request(m, { kind: CONFIRM_HIT_KIND, subjectId: c.id, maker: officer, meta });
      await m.update(SanctionsCaseEntity, { id: c.id }, { decisionReason: reason });
    });
    return this.view(this.dataSource.manager, id, officer);
  }

  /** The second compliance officer's check of a waiting confirmation (an admin checks it in the four-eyes inbox). */
  async checkConfirm(officer: AuthMember, id: string, meta: RequestMeta): Promise<CaseDto> {
    const waiting = await this.fourEyes.waiting(this.dataSource.manager, CONFIRM_HIT_KIND, id);
    if (!waiting) throw Refusal.conflict('apiSanctions.caseDecided');
    await this.fourEyes.approve(officer, waiting.id, null, meta);
    return this.view(this.dataSource.manager, id, officer);
  }

  private async confirmChecked(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    assertComplianceChecker(checker);
    const c = await this.openCase(m, action.subjectId);
    const now = this.clock.now();
    const reason = c.decisionReason;
    Object.assign(c, { status: 'CONFIRMED', decidedBy: checker.staff.id, decidedAt: now });
    await m.save(c);
    await m.createQueryBuilder().insert().into(SanctionsFreezeEntity).values({ memberId: c.memberId, caseId: c.id, frozenAt: now }).orIgnore().execute();
    await this.audit.record({ actorId: checker.staff.id, action: 'sanctions.case.confirm', target: c.id, about: c.memberId, meta: checker.meta, details: { makerId: action.makerId, reason, score: c.score } }, m);
    await this.audit.record({ actorId: checker.staff.id, action: 'sanctions.freeze', target: c.memberId, about: c.memberId, meta: checker.meta, details: { caseId: c.id } }, m);
    await this.reports.draftForSanctionsCase(m, { caseId: c.id, memberId: c.memberId, reason, matchedName: c.matchedName, actorId: checker.staff.id, meta: checker.meta });
  }

  private async openCase(m: EntityManager, id: string): Promise<SanctionsCaseEntity> {
    const c = await this.find(m, id, true);
    if (c.status !== 'OPEN') throw Refusal.conflict('apiSanctions.caseDecided');
    return c;
  }

  private async find(m: EntityManager, id: string, lock = false): Promise<SanctionsCaseEntity> {
    const c = /^[0-9a-f-]{36}$/i.test(id) ? await m.findOne(SanctionsCaseEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) }) : null;
    if (!c) throw Refusal.notFound('apiSanctions.caseNotFound');
    return c;
  }

  private async view(m: EntityManager, id: string, officer: AuthMember): Promise<CaseDto> {
    const c = await this.find(m, id);
    const [entry, subject, freeze, waiting] = await Promise.all([
      m.findOneOrFail(SanctionsEntryEntity, { where: { id: c.entryId } }),
      this.screening.subject(c.memberId, m),
      m.findOne(SanctionsFreezeEntity, { where: { memberId: c.memberId } }),
      this.fourEyes.waiting(m, CONFIRM_HIT_KIND, c.id),
    ]);
    return {
      ...toSummary(c),
      memberBirthDate: c.memberBirthDate,
      memberNationality: c.memberNationality,
      member: { id: c.memberId, fullName: subject.fullName, names: subject.names, birthDate: subject.birthDate, nationality: subject.nationality, frozenAt: freeze?.frozenAt.toISOString() ?? null },
      entry: {
        id: entry.id,
        source: entry.source,
        ref: entry.ref,
        kind: entry.kind,
        name: entry.name,
        aliases: entry.aliases,
        birthDates: entry.birthDates,
        nationalities: entry.nationalities,
        documents: entry.documents,
        referenceNumber: entry.referenceNumber,
        listedOn: entry.listedOn,
        basis: entry.basis,
        removed: entry.removedIn !== null,
      },
      decidedBy: c.decidedBy,
      decidedAt: c.decidedAt?.toISOString() ?? null,
      decisionReason: c.decisionReason,
      confirmWaiting: waiting !== null,
      confirmMine: waiting?.makerId === officer.id,
    };
  }
}

/** Only a compliance officer or an admin checks a hit, either way: loan officers never decide one. */
function assertComplianceChecker(checker: Checker): void {
  if (!checker.staff.roles.includes('COMPLIANCE') && !checker.staff.roles.includes('ADMIN')) throw Refusal.forbidden('apiSanctions.confirmChecker');
}

function toSummary(c: SanctionsCaseEntity): CaseSummaryDto {
  return { id: c.id, status: c.status as CaseStatus, score: c.score, memberId: c.memberId, memberName: c.memberName, matchedName: c.matchedName, trigger: c.trigger, openedAt: c.openedAt.toISOString() };
}

function toVersionDto(v: SanctionsListVersionEntity): ListVersionDto {
  return {
    id: v.id,
    source: v.source,
    origin: v.origin,
    generatedAt: v.generatedAt,
    entries: v.entries,
    added: v.added,
    removed: v.removed,
    changed: v.changed,
    importedAt: v.importedAt.toISOString(),
    screenedAt: v.screenedAt?.toISOString() ?? null,
  };
}

function parseReason(input: unknown): string {
  const reason = textOf(input);
  if (!between(reason, REASON.min, REASON.max)) throw Refusal.fields({ reason: { code: 'apiSanctions.reason' } });
  return reason;
}

/** A designation entered by hand, as an entry of the ATC list under a reference of its own. */
function parseDesignation(body: DesignationRequestDto): ParsedEntry {
  const name = textOf(body.name);
  const basis = textOf(body.source);
  const birthDate = textOf(body.birthDate);
  const nationality = textOf(body.nationality);
  const aliases = Array.isArray(body.aliases) ? body.aliases.map(textOf).filter(Boolean) : [];
  const errors: FieldErrors = {
    name: between(name, 2, 200) ? undefined : { code: 'apiSanctions.designationName' },
    source: between(basis, 3, 200) ? undefined : { code: 'apiSanctions.designationSource' },
    birthDate: birthDate === '' || (BIRTH_DATE.test(birthDate) && !Number.isNaN(Date.parse(birthDate))) ? undefined : { code: 'apiSanctions.designationBirthDate' },
    nationality: nationality.length <= 100 ? undefined : { code: 'apiSanctions.designationNationality' },
    aliases: body.aliases === undefined || (Array.isArray(body.aliases) && aliases.length <= 20 && aliases.every((a) => a.length <= 200)) ? undefined : { code: 'apiSanctions.designationAliases' },
  };
  refuseFields(errors);
  return {
    ref: `ATC-${randomUUID()}`,
    kind: 'INDIVIDUAL',
    name,
    aliases: aliases.map((a) => ({ quality: 'GOOD' as const, name: a })),
    birthDates: birthDate ? [{ type: 'EXACT', date: birthDate, year: null, fromYear: null, toYear: null }] : [],
    nationalities: nationality ? [nationality] : [],
    documents: [],
    referenceNumber: null,
    listedOn: null,
    basis,
  };
}
