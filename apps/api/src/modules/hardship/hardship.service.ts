import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HARDSHIP_NOTICE_DAYS,
  HARDSHIP_STATUSES,
  HARDSHIP_REASON_MAX,
  RescheduleRefused,
  checkField,
  formatCentavos,
  hardshipInTime,
  isHardshipKind,
  formatDate,
  isHardshipRejectionReason,
  manilaIsoDate,
  amountTooLarge,
  parseAmount,
  reschedule,
  scheduleFigures,
  t,
  type HardshipStatus,
  type Instalment,
  type Language,
  type RescheduleTerms,
  type ScheduleVersionStatus,
} from '@halimbawa/domain';
import { DataSource, In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { keysetPage, pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { LoanAccrualsService } from '../close-of-business/loan-accruals.service';
import type { PendingActionDto } from '../four-eyes/dto/four-eyes.dto';
import { FourEyesService, type ActionAbout, type ActionChange, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { toInstalments } from '../loans/loans.mappers';
import { LoansService, type LoanWithSchedule } from '../loans/loans.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OtpService, refusedCode } from '../otp/otp.service';
import { said, type SaidMessage, type Spoken } from '../../common/said';
import type { SignFinishRequestDto } from '../loans/dto/loan.dto';
import {
  HARDSHIP_DECISIONS,
  type HardshipAskDto,
  type HardshipDecideDto,
  type HardshipListDto,
  type HardshipPreviewDto,
  type HardshipRequestDto,
  type SchedulePreviewDto,
  type ScheduleVersionDto,
  type ScheduleVersionListDto,
  type ScheduleVersionSignedDto,
} from './dto/hardship.dto';
import { HardshipRequestEntity } from './hardship-request.entity';
import { ScheduleVersionEntity } from './schedule-version.entity';

/** The four-eyes kind of a hardship decision (docs/decisions/016-four-eyes.md). */
export const HARDSHIP_DECIDE_KIND = 'hardship.decide';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = HardshipRequestEntity & { loanNumber: string };
type LoanEntity = LoanWithSchedule['loan'];

/** What a schedule version's signing code authorises (a CONTRACT_SIGN code, like the first contract's). */
const signTarget = (loanId: string, version: number) => `${loanId}:v${version}`;

/** A schedule's figures and rows as the officer's preview shows them. */
function previewOf(rows: Instalment[], disbursedOn: string): SchedulePreviewDto {
  const f = scheduleFigures(rows, disbursedOn);
  return {
    instalment: f.instalment,
    count: f.count,
    totalInterest: f.totalInterest,
    totalRepay: f.totalRepay,
    eirYearly: f.eirYearly,
    rows: rows.map((r) => ({ number: r.number, dueDate: r.dueDate, principal: r.principal, interest: r.interest, total: r.principal + r.interest, paid: r.paidPrincipal + r.paidInterest })),
  };
}

/** The rows the disclosure shows and the signature binds: a version's figures without its paid state. */
const disclosed = (rows: Instalment[]) => JSON.stringify(rows.map((r) => [r.number, r.dueDate, r.principal, r.interest]));

/**
 * Hardship requests (docs/product.md, Hardship requests): the borrower asks at least five days
 * before the next due date; an officer proposes a decision and a second staff member checks it
 * (four eyes); the borrower is told by SMS.
 */
@Injectable()
export class HardshipService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loans: LoansService,
    private readonly fourEyes: FourEyesService,
    private readonly notifications: NotificationsService,
    private readonly otp: OtpService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly accruals: LoanAccrualsService,
  ) {}

  /** The loans whose schedule a hardship request changed and the borrower signed before `before` (provisioning's stage 3). */
  async restructuredBefore(before: Date): Promise<Set<string>> {
    const rows: { loan_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT loan_id FROM loan_schedule_versions WHERE status IN ('SIGNED', 'SUPERSEDED') AND signed_at < $1`,
      [before],
    );
    return new Set(rows.map((r) => r.loan_id));
  }

  onModuleInit(): void {
    this.fourEyes.register(HARDSHIP_DECIDE_KIND, {
      approve: (m, action, checker) => this.carryOut(m, action, checker),
      describe: (m, action, lang) => this.describe(m, action, lang),
      afterCommit: (action) => (action.status === 'APPROVED' ? this.tellBorrower(action.subjectId) : Promise.resolve()),
    });
    this.loans.whenClosed((m, loan, now) => this.closeWithLoan(m, loan, now));
  }

  /**
   * A request still waiting when its loan is paid off closes with it (CLOSED, nobody decided it) and
   * the proposal waiting for a second staff member is withdrawn: no decision is left to take.
   */
  private async closeWithLoan(m: EntityManager, loan: LoanEntity, now: Date): Promise<void> {
    const waiting = await m.find(HardshipRequestEntity, { where: { loanId: loan.id, status: 'PENDING' }, lock: { mode: 'pessimistic_write' } });
    for (const request of waiting) {
      await m.update(HardshipRequestEntity, { id: request.id }, { status: 'CLOSED' satisfies HardshipStatus, decidedAt: now });
      await this.fourEyes.withdraw(m, { kind: HARDSHIP_DECIDE_KIND, subjectId: request.id, reason: 'SUBJECT_CLOSED' }, { actorId: null });
      await this.audit.record({ actorId: null, action: 'system.hardship.close', target: request.id, about: loan.id, details: { loanNumber: loan.loanNumber, loanStatus: loan.status } }, m);
    }
  }

  async ask(me: AuthMember, loanNumber: string, body: HardshipAskDto, meta: RequestMeta): Promise<HardshipRequestDto> {
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    const amount = typeof body.proposedAmount === 'string' ? parseAmount(body.proposedAmount) : null;
    refuseFields({
      kind: isHardshipKind(body.kind) ? undefined : { code: 'apiHardship.kind' },
      reason: reason !== '' && reason.length <= HARDSHIP_REASON_MAX ? undefined : { code: 'apiHardship.reason', params: { max: HARDSHIP_REASON_MAX } },
      proposedAmount: amount !== null && amount > 0 ? (amountTooLarge(amount) ?? undefined) : { code: 'apiHardship.proposedAmount' },
    });
    const id = await this.dataSource.transaction(async (m) => {
      const loan = await this.loans.ownLoan(m, me, loanNumber, true);
      if (loan.status !== 'DISBURSED' && loan.status !== 'OVERDUE') throw Refusal.conflict('apiHardship.loanNotOpen');
      const next = (await this.loans.scheduleOf(loan.id, m)).find((r) => r.paidAt === null && r.dueDate !== null);
      if (!next?.dueDate) throw Refusal.conflict('apiHardship.loanNotOpen');
      if (!hardshipInTime(next.dueDate, manilaIsoDate(this.clock.now()))) {
        throw Refusal.conflict('apiHardship.tooLate', { days: HARDSHIP_NOTICE_DAYS, dueDate: formatDate(next.dueDate, meta.lang) });
      }
      if (await m.findOne(HardshipRequestEntity, { where: { loanId: loan.id, status: 'PENDING' } })) throw Refusal.conflict('apiHardship.alreadyOpen');
      if (await this.pendingVersion(m, loan.id)) throw Refusal.conflict('apiHardship.awaitingSignature');
      const saved = await m.save(m.create(HardshipRequestEntity, { loanId: loan.id, memberId: me.id, kind: body.kind, reason, proposedAmount: amount!, dueDate: next.dueDate, status: 'PENDING' }));
      await this.audit.record({ actorId: me.id, action: 'hardship.request', target: saved.id, meta, details: { loanNumber, kind: body.kind, proposedAmount: amount } }, m);
      return saved.id;
    });
    return this.toDto(await this.one(this.dataSource.manager, id), meta.lang);
  }

  /** The member's requests about one of their loans, newest first. */
  async mine(me: AuthMember, loanNumber: string, page: PageRequest, lang: Language): Promise<HardshipListDto> {
    const loan = await this.loans.ownLoan(this.dataSource.manager, me, loanNumber);
    return this.page(this.rows(this.dataSource.manager).where('h.loan_id = :loanId', { loanId: loan.id }), page, lang);
  }

  /** The back office's list: one status (PENDING by default), newest first. Audited. */
  async list(staff: AuthMember, status: unknown, page: PageRequest, meta: RequestMeta): Promise<HardshipListDto> {
    const wanted = status === undefined || status === '' ? 'PENDING' : status;
    refuseFields({ status: typeof wanted === 'string' && (HARDSHIP_STATUSES as readonly string[]).includes(wanted) ? undefined : { code: 'apiFourEyes.status' } });
    const result = await this.page(this.rows(this.dataSource.manager).where('h.status = :status', { status: wanted }), page, meta.lang, true);
    await this.audit.record({ actorId: staff.id, action: 'officer.hardship.list', meta, details: { status: wanted, count: result.requests.length } });
    return result;
  }

  /**
   * An officer proposes approving or rejecting; it waits for a second staff member (four eyes).
   * With an Idempotency-Key, the same key again answers the proposal it made and proposes nothing.
   */
  async decide(staff: AuthMember, id: string, body: HardshipDecideDto, meta: RequestMeta, key: string | null = null): Promise<PendingActionDto> {
    const rejecting = body.decision === 'REJECT';
    refuseFields({
      decision: (HARDSHIP_DECISIONS as readonly string[]).includes(body.decision) ? undefined : { code: 'apiHardship.decision' },
      rejectionReason: !rejecting || isHardshipRejectionReason(body.rejectionReason) ? undefined : { code: 'apiHardship.rejectionReason' },
    });
    const action = await this.dataSource.transaction(async (m) => {
      if (key) {
        const made = await this.fourEyes.madeWithKey(m, HARDSHIP_DECIDE_KIND, id, key);
        if (made) return made;
      }
      const request = await this.locked(m, id);
      const payload = { decision: body.decision, note: body.note?.trim() || null, rejectionReason: rejecting ? body.rejectionReason : null, ...(key ? { idempotencyKey: key } : {}) };
      return this.fourEyes.request(m, { kind: HARDSHIP_DECIDE_KIND, subjectId: request.id, payload, amount: request.proposedAmount, maker: staff, meta });
    });
    return this.fourEyes.read(staff, action.id, meta.lang);
  }

  /**
   * What approving the request would offer the borrower, beside the schedule followed now: the
   * same rule the check runs, on the rows as they are now, so the officer sees dates, amounts and
   * totals before proposing. Nothing changes. Audited.
   */
  async preview(staff: AuthMember, id: string, meta: RequestMeta): Promise<HardshipPreviewDto> {
    const m = this.dataSource.manager;
    if (!UUID.test(id)) throw Refusal.notFound('apiHardship.notFound');
    const request = await this.one(m, id);
    const loan = await this.loans.loanById(request.loanId, m);
    const inForce = await this.loans.scheduleOf(loan.id, m);
    const disbursedOn = loan.disbursedAt ? manilaIsoDate(loan.disbursedAt) : request.dueDate;
    let proposed: SchedulePreviewDto | null = null;
    let cannotApprove: string | null = null;
    if (!loan.disbursedAt || (loan.status !== 'DISBURSED' && loan.status !== 'OVERDUE')) cannotApprove = t(meta.lang, 'apiHardship.loanClosed');
    else {
      try {
        proposed = previewOf(this.nextRows(inForce, this.terms(loan, request)), disbursedOn);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        cannotApprove = t(meta.lang, error.code, error.params);
      }
    }
    await this.audit.record({ actorId: staff.id, action: 'officer.hardship.preview', target: request.id, about: loan.id, meta, details: { loanNumber: request.loanNumber, proposed: proposed !== null } });
    const waiting = await this.fourEyes.waiting(m, HARDSHIP_DECIDE_KIND, request.id);
    return { request: { ...this.toDto(request, meta.lang), waitingActionId: waiting?.id ?? null }, current: previewOf(toInstalments(inForce), disbursedOn), proposed, cannotApprove };
  }

  /** The checker reads the borrower's request beside the decision proposed for it. */
  private async describe(m: EntityManager, action: PendingAction, lang: Language): Promise<ActionAbout> {
    const r = await this.one(m, action.subjectId);
    const p = action.payload as { decision?: string; note?: string | null; rejectionReason?: unknown };
    const approving = p.decision === 'APPROVE';
    const changes: ActionChange[] = [
      { field: 'decision', before: null, after: t(lang, approving ? 'hardship.console.approve' : 'hardship.console.reject') },
      { field: 'hardshipKind', before: null, after: t(lang, `apiHardship.kindName.${r.kind}`) },
      { field: 'borrowerReason', before: null, after: r.reason },
      { field: 'proposedAmount', before: null, after: `PHP ${formatCentavos(r.proposedAmount)}` },
      { field: 'dueDate', before: null, after: r.dueDate },
    ];
    if (!approving && isHardshipRejectionReason(p.rejectionReason)) changes.push({ field: 'rejectionReason', before: null, after: t(lang, `apiHardship.rejection.${p.rejectionReason}`) });
    if (p.note) changes.push({ field: 'note', before: null, after: p.note });
    return { memberId: r.memberId, loanNumber: r.loanNumber, changes };
  }

  /**
   * The checked decision. Approving writes the loan's next schedule version, waiting for the
   * borrower's signature (docs/decisions/021-restructured-schedules.md); a request the loan's rules
   * cannot meet is refused here and stays waiting for another decision.
   */
  private async carryOut(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const request = await this.locked(m, action.subjectId);
    const now = this.clock.now();
    if (action.payload.decision !== 'APPROVE') {
      // A proposal made before rejections carried a reason is told the most general one.
      const rejectionReason = isHardshipRejectionReason(action.payload.rejectionReason) ? action.payload.rejectionReason : 'PAYMENT_RECORD';
      await m.update(HardshipRequestEntity, { id: request.id }, { status: 'REJECTED' satisfies HardshipStatus, rejectionReason, decidedAt: now });
      return;
    }
    const loan = await this.loans.lockedLoan(m, request.loanId);
    // The checker is staff: these refusals are worded to them, not to the borrower.
    if ((loan.status !== 'DISBURSED' && loan.status !== 'OVERDUE') || !loan.disbursedAt) throw Refusal.conflict('apiHardship.loanClosed');
    if (await this.pendingVersion(m, loan.id)) throw Refusal.conflict('apiHardship.versionWaiting');
    const inForce = await this.loans.scheduleOf(loan.id, m);
    const rows = this.nextRows(inForce, this.terms(loan, request));
    const last = await m.createQueryBuilder(ScheduleVersionEntity, 'v').select('MAX(v.version)', 'max').where('v.loan_id = :id', { id: loan.id }).getRawOne<{ max: number | null }>();
    const version = Math.max(1, Number(last?.max ?? 1)) + 1;
    await m.insert(ScheduleVersionEntity, { loanId: loan.id, version, hardshipRequestId: request.id, status: 'PENDING_SIGNATURE', createdAt: now });
    await this.loans.writeScheduleVersion(loan.id, version, rows, inForce, m);
    await m.update(HardshipRequestEntity, { id: request.id }, { status: 'APPROVED' satisfies HardshipStatus, decidedAt: now });
    const figures = scheduleFigures(rows, manilaIsoDate(loan.disbursedAt));
    await this.audit.record(
      { actorId: checker.staff.id, action: 'loan.schedule.propose', target: loan.id, meta: checker.meta, details: { loanNumber: loan.loanNumber, version, kind: request.kind, instalment: figures.instalment, count: figures.count, totalRepay: figures.totalRepay } },
      m,
    );
  }

  private terms(loan: LoanEntity, request: HardshipRequestEntity): RescheduleTerms {
    return { kind: request.kind, disbursedOn: manilaIsoDate(loan.disbursedAt!), monthlyRateBps: loan.monthlyRateBps, monthlyAmount: request.proposedAmount, maxMonths: Math.max(...this.config.loan.terms) };
  }

  private nextRows(inForce: LoanWithSchedule['schedule'], terms: RescheduleTerms): Instalment[] {
    try {
      return reschedule(toInstalments(inForce), terms);
    } catch (error) {
      if (error instanceof RescheduleRefused) throw Refusal.conflict(`apiHardship.${error.reason}`, { months: terms.maxMonths });
      throw error;
    }
  }

  private pendingVersion(m: EntityManager, loanId: string): Promise<ScheduleVersionEntity | null> {
    return m.findOne(ScheduleVersionEntity, { where: { loanId, status: 'PENDING_SIGNATURE' } });
  }

  private async tellBorrower(id: string): Promise<void> {
    const request = await this.one(this.dataSource.manager, id);
    const borrower = await this.loans.borrowerOf(this.dataSource.manager, request.memberId);
    const lang = borrower.language;
    const words = { company: this.config.company.shortName, loanNumber: request.loanNumber };
    const text =
      request.status === 'REJECTED'
        ? t(lang, 'apiHardship.smsRejected', { ...words, reason: t(lang, `apiHardship.rejection.${request.rejectionReason ?? 'PAYMENT_RECORD'}`) })
        : t(lang, 'apiHardship.smsApproved', words);
    await this.notifications.sendSms(borrower.phoneNumber, text);
  }

  // ------------------------------------------------------------------ the borrower's new schedule

  /** The loan's schedule versions, newest first, with the figures the disclosure compares. */
  async versions(me: AuthMember, loanNumber: string, lang: Language): Promise<ScheduleVersionListDto> {
    const m = this.dataSource.manager;
    return this.versionList(m, await this.loans.ownLoan(m, me, loanNumber), lang);
  }

  /** Sends the code that signs the version waiting (a CONTRACT_SIGN code for that version). */
  async signStart(me: AuthMember, loanNumber: string, versionText: string, meta: RequestMeta): Promise<SaidMessage> {
    const m = this.dataSource.manager;
    const loan = await this.loans.ownLoan(m, me, loanNumber);
    const pending = await this.waitingVersion(m, loan.id, versionText);
    const figures = scheduleFigures(toInstalments(await this.loans.scheduleVersionRows(loan.id, pending.version, m)), manilaIsoDate(loan.disbursedAt!));
    await this.otp.issue(me, 'CONTRACT_SIGN', signTarget(loan.id, pending.version), (code) =>
      t(meta.lang, 'apiHardship.signCode', { company: this.config.company.shortName, code, loanNumber: loan.loanNumber, instalment: formatCentavos(figures.instalment), count: figures.count }),
    );
    await this.audit.record({ actorId: me.id, action: 'loan.schedule.sign.start', target: loan.id, meta, details: { loanNumber: loan.loanNumber, version: pending.version } });
    return { message: said('loan.codeSent') };
  }

  /**
   * Signs the version waiting with the code: from then on repayments follow it and the version
   * before stays as it was. When a payment since the approval changed what the version discloses,
   * the version is withdrawn and the borrower asks again.
   */
  async signFinish(me: AuthMember, loanNumber: string, versionText: string, body: SignFinishRequestDto, meta: RequestMeta): Promise<Spoken<ScheduleVersionSignedDto>> {
    const problem = checkField('code', typeof body.code === 'string' ? body.code : '');
    if (problem) throw refusedCode(problem);
    const code = String(body.code).trim();
    const outcome = await this.dataSource.transaction(async (m) => {
      const loan = await this.loans.ownLoan(m, me, loanNumber, true);
      const { version, hardshipRequestId } = await this.waitingVersion(m, loan.id, versionText);
      // A wrong code counts as a try: the transaction commits before the failure is reported.
      const check = await this.otp.verify(m, me.id, 'CONTRACT_SIGN', signTarget(loan.id, version), code);
      if (!check.ok) return { ok: false as const, refusal: refusedCode(check.words) };
      const request = await m.findOneOrFail(HardshipRequestEntity, { where: { id: hardshipRequestId } });
      const inForce = await this.loans.scheduleOf(loan.id, m);
      const shown = toInstalments(await this.loans.scheduleVersionRows(loan.id, version, m));
      let fresh: Instalment[] | null;
      try {
        fresh = reschedule(toInstalments(inForce), this.terms(loan, request));
      } catch (error) {
        if (!(error instanceof RescheduleRefused)) throw error;
        fresh = null;
      }
      const now = this.clock.now();
      if (!fresh || disclosed(fresh) !== disclosed(shown)) {
        await m.update(ScheduleVersionEntity, { loanId: loan.id, version }, { status: 'WITHDRAWN' satisfies ScheduleVersionStatus });
        await this.audit.record({ actorId: me.id, action: 'loan.schedule.withdraw', target: loan.id, meta, details: { loanNumber, version } }, m);
        return { ok: false as const, refusal: Refusal.conflict('apiHardship.scheduleChanged') };
      }
      // The schedule followed until now has earned its interest through yesterday before the new one takes over.
      await this.accruals.bringLoanUpToDate(m, loan.id, now);
      // The paid state of the rows carried over is the latest; the figures are the ones disclosed.
      await this.loans.writeScheduleVersion(loan.id, version, fresh, inForce, m);
      await m.update(ScheduleVersionEntity, { loanId: loan.id, status: 'SIGNED' }, { status: 'SUPERSEDED' satisfies ScheduleVersionStatus });
      await m.update(ScheduleVersionEntity, { loanId: loan.id, version }, { status: 'SIGNED' satisfies ScheduleVersionStatus, signedAt: now });
      await this.loans.followScheduleVersion(loan.id, version, m);
      const figures = scheduleFigures(fresh, manilaIsoDate(loan.disbursedAt!));
      await this.audit.record({ actorId: me.id, action: 'loan.schedule.sign', target: loan.id, meta, details: { loanNumber, version, instalment: figures.instalment, count: figures.count, totalRepay: figures.totalRepay } }, m);
      return { ok: true as const, loan: { ...loan, scheduleVersion: version } };
    });
    if (!outcome.ok) throw outcome.refusal;
    return { message: said('apiHardship.signed'), schedule: await this.versionList(this.dataSource.manager, outcome.loan, meta.lang) };
  }

  /** The version waiting for the signature, by its number in the path: 409 when there is none (or another). */
  private async waitingVersion(m: EntityManager, loanId: string, version: string): Promise<ScheduleVersionEntity> {
    const pending = await this.pendingVersion(m, loanId);
    if (!pending || String(pending.version) !== version) throw Refusal.conflict('apiHardship.noPendingVersion');
    return pending;
  }

  private async versionList(m: EntityManager, loan: LoanEntity, lang: Language): Promise<ScheduleVersionListDto> {
    if (!loan.disbursedAt) return { versions: [], signingCodeExpiresAt: null };
    const later = await m.find(ScheduleVersionEntity, { where: { loanId: loan.id }, order: { version: 'DESC' } });
    const requests = later.length ? await m.find(HardshipRequestEntity, { where: { id: In(later.map((v) => v.hardshipRequestId)) } }) : [];
    const first = { version: 1, status: (loan.scheduleVersion === 1 ? 'SIGNED' : 'SUPERSEDED') as ScheduleVersionStatus, kind: null, signedAt: loan.signedAt };
    const entries = [...later.map((v) => ({ ...v, kind: requests.find((r) => r.id === v.hardshipRequestId)?.kind ?? null })), first];
    const disbursedOn = manilaIsoDate(loan.disbursedAt);
    const versions = await Promise.all(
      entries.map(async (e): Promise<ScheduleVersionDto> => {
        const rows = toInstalments(await this.loans.scheduleVersionRows(loan.id, e.version, m));
        const f = scheduleFigures(rows, disbursedOn);
        return {
          version: e.version,
          status: e.status,
          statusText: t(lang, `apiHardship.versionStatus.${e.status}`),
          inForce: e.version === loan.scheduleVersion,
          kind: e.kind,
          instalment: f.instalment,
          count: f.count,
          totalInterest: f.totalInterest,
          totalRepay: f.totalRepay,
          eirMonthly: f.eirMonthly,
          eirYearly: f.eirYearly,
          signedAt: e.signedAt?.toISOString() ?? null,
          rows: rows.map((r) => ({ number: r.number, dueDate: r.dueDate, principal: r.principal, interest: r.interest, total: r.principal + r.interest, paid: r.paidPrincipal + r.paidInterest })),
        };
      }),
    );
    const pending = later.find((v) => v.status === 'PENDING_SIGNATURE');
    const until = pending ? await this.otp.pendingUntil(loan.memberId, 'CONTRACT_SIGN', signTarget(loan.id, pending.version)) : null;
    return { versions, signingCodeExpiresAt: until?.toISOString() ?? null };
  }

  /** The request, locked and still waiting: 404 unknown, 409 decided. */
  private async locked(m: EntityManager, id: string): Promise<HardshipRequestEntity> {
    const request = UUID.test(id) ? await m.findOne(HardshipRequestEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!request) throw Refusal.notFound('apiHardship.notFound');
    if (request.status !== 'PENDING') throw Refusal.conflict('apiHardship.notPending');
    return request;
  }

  private rows(m: EntityManager): SelectQueryBuilder<HardshipRequestEntity> {
    return m.createQueryBuilder(HardshipRequestEntity, 'h').innerJoin('loans', 'l', 'l.id = h.loan_id').addSelect('l.loan_number', 'loan_number');
  }

  private async one(m: EntityManager, id: string): Promise<Row> {
    const [row] = await this.withNumbers(this.rows(m).where('h.id = :id', { id }));
    if (!row) throw Refusal.notFound('apiHardship.notFound');
    return row;
  }

  private async withNumbers(qb: SelectQueryBuilder<HardshipRequestEntity>): Promise<Row[]> {
    const { entities, raw } = await qb.getRawAndEntities<{ h_id: string; loan_number: string }>();
    const numbers = new Map(raw.map((r) => [r.h_id, r.loan_number]));
    return entities.map((e) => Object.assign(e, { loanNumber: numbers.get(e.id)! }));
  }

  private async page(qb: SelectQueryBuilder<HardshipRequestEntity>, page: PageRequest, lang: Language, staff = false): Promise<HardshipListDto> {
    const { rows, nextCursor } = pageOf(await this.withNumbers(keysetPage(qb, 'h', page.after, page.limit + 1)), page.limit);
    const waiting = staff ? await Promise.all(rows.map((r) => this.fourEyes.waiting(this.dataSource.manager, HARDSHIP_DECIDE_KIND, r.id))) : [];
    return { requests: rows.map((r, i) => ({ ...this.toDto(r, lang), ...(staff ? { waitingActionId: waiting[i]?.id ?? null } : {}) })), nextCursor };
  }

  private toDto(r: Row, lang: Language): HardshipRequestDto {
    return {
      id: r.id,
      loanNumber: r.loanNumber,
      kind: r.kind,
      kindText: t(lang, `apiHardship.kindName.${r.kind}`),
      reason: r.reason,
      proposedAmount: r.proposedAmount,
      dueDate: r.dueDate,
      status: r.status,
      statusText: t(lang, `apiHardship.status.${r.status}`),
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      rejectionReason: r.rejectionReason,
      rejectionText: r.rejectionReason ? t(lang, `apiHardship.rejection.${r.rejectionReason}`) : null,
    };
  }
}
