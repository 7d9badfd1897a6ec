import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { debtServiceRatio, fieldWords, type FieldErrors, formatCentavos, formatPercent, isLoanStatus, parseAmount, quoteLoan, sectionTexts, t, type Language } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { pageInOrder, pageOf, type ListPageRequest, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { FourEyesService, type ActionAbout, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { KycService } from '../kyc/kyc.service';
import { toMemberDto } from '../members/dto/member.dto';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { ApprovalReasonListDto, ApproveLoanRequestDto, LoanSecondApprovalDto, OfficerLoanDto, OfficerLoanListDto, OfficerLoanSummaryDto, RejectLoanRequestDto, RejectReasonListDto } from './dto/loan.dto';
import type { LoanEntity } from './loan.entities';
import { APPROVAL_REASON_CODES, REJECT_REASON_CODES, approvalReason, checkApproval, isApprovalReasonCode, isRejectReasonCode, type ApprovalReasonCode } from './loan.rules';
import { toLoanDto, toPrescreenDto } from './loans.mappers';
import { LoansRepository } from './loans.repository';
import { LOAN_APPROVAL_KIND, LoansService } from './loans.service';
import { CreditLimitService } from './credit-limit.service';
import { ScreeningService } from '../sanctions/screening.service';


/** Who decides: an officer (audited as officer.loan.*) or the optional auto-approval rule (system.loan.*). */
export type Decider = { kind: 'officer'; officer: AuthMember; meta: RequestMeta } | { kind: 'system' };

/** The amount and term asked for in an approval (absent: as applied). */
export interface RequestedApproval {
  amount?: number;
  installmentCount?: number;
}

/** Why and with what note an officer decided. */
export interface Decision {
  reasonCode: ApprovalReasonCode;
  note: string | null;
  /** Why an approval above the debt-to-income limit was given anyway (staff only). */
  dtiOverrideReason?: string | null;
}

/** What a waiting approval keeps (pending_actions.payload). */
interface ApprovalPayload extends RequestedApproval {
  reasonCode: ApprovalReasonCode;
  note: string | null;
  dtiOverrideReason?: string | null;
}

const NOTE_MAX = 500;

/**
 * Loan officers' review (docs/product.md §6): the queue, one loan with its pre-screening, approval (optionally
 * of less or shorter) and rejection with a reason from a fixed list. Every action is audited; no
 * endpoint takes a status or a text for the member.
 */
@Injectable()
export class OfficerLoansService implements OnModuleInit {
  private readonly logger = new Logger(OfficerLoansService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: LoansRepository,
    private readonly loans: LoansService,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly fourEyes: FourEyesService,
    private readonly limits: CreditLimitService,
    private readonly screening: ScreeningService,
  ) {}

  /** A second officer's approval carries out the first one's (the loan re-checked now); a rejection leaves the loan in review. */
  onModuleInit(): void {
    this.fourEyes.register(LOAN_APPROVAL_KIND, {
      approve: async (m, action, checker) => this.approveChecked(m, action, checker),
      describe: (m, action, lang) => this.describeApproval(m, action, lang),
      afterCommit: async (action) => {
        if (action.status === 'APPROVED') await this.notifyApproved(action.subjectId);
      },
    });
  }

  private async approveChecked(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const loan = await this.repository.byId(action.subjectId, m);
    const locked = await this.findLoan(m, loan.loanNumber, true);
    if (locked.memberId === checker.staff.id) throw Refusal.conflict('loan.ownLoan');
    const payload = action.payload as unknown as ApprovalPayload;
    await this.approveLocked(
      m,
      locked,
      { amount: payload.amount, installmentCount: payload.installmentCount },
      { kind: 'officer', officer: checker.staff, meta: checker.meta },
      { reasonCode: payload.reasonCode, note: payload.note, dtiOverrideReason: payload.dtiOverrideReason ?? null },
    );
  }

  /**
   * What a second officer reads before approving: the borrower, the amount and term asked for and
   * approved, the debt-to-income ratio of the approved figures beside the limit, and why.
   */
  private async describeApproval(m: EntityManager, action: PendingAction, lang: Language): Promise<ActionAbout> {
    const loan = await this.repository.byId(action.subjectId, m);
    const member = await this.members.findOrFail(loan.memberId, m);
    const payload = action.payload as unknown as ApprovalPayload;
    const months = payload.installmentCount ?? loan.installmentCount;
    const dti = debtServiceRatio(quoteLoan(action.amount ?? loan.amountPhp, months, loan.monthlyRateBps).instalment, member.monthlyNetIncome);
    const money = (c: number) => `${loan.currency} ${formatCentavos(c)}`;
    return {
      memberId: loan.memberId,
      loanNumber: loan.loanNumber,
      changes: [
        { field: 'amount', before: money(loan.appliedAmount), after: money(payload.amount ?? loan.amount) },
        { field: 'term', before: String(loan.appliedInstallmentCount), after: String(months) },
        { field: 'monthlyNetIncome', before: null, after: `PHP ${formatCentavos(member.monthlyNetIncome)}` },
        { field: 'dti', before: null, after: dti === null ? null : formatPercent(dti) },
        { field: 'dtiLimit', before: null, after: formatPercent(this.config.loanOps.dtiLimit) },
        { field: 'reasonCode', before: null, after: t(lang, `apiLoanApproval.${payload.reasonCode}`) },
        ...(payload.dtiOverrideReason ? [{ field: 'dtiOverrideReason', before: null, after: payload.dtiOverrideReason }] : []),
        ...(payload.note ? [{ field: 'note', before: null, after: payload.note }] : []),
      ],
    };
  }

  /** The approval reasons with the words the member reads, in the request's language. */
  approvalReasons(lang: Language, page: ListPageRequest): ApprovalReasonListDto {
    const { rows, nextCursor } = pageInOrder(APPROVAL_REASON_CODES, (code) => code, page);
    return { reasons: rows.map((code) => ({ code, message: t(lang, `apiLoanApproval.${code}`) })), nextCursor };
  }

  /** The reasons with the words the member reads, in the request's language. */
  reasons(lang: Language, page: ListPageRequest): RejectReasonListDto {
    const texts = sectionTexts(lang, 'apiLoanRejection');
    const { rows, nextCursor } = pageInOrder(REJECT_REASON_CODES, (code) => code, page);
    return { reasons: rows.map((code) => ({ code, message: texts[code] })), nextCursor };
  }

  /** A page of loans, newest first; `page.search` finds them by the member's name or phone, or by loan number. */
  async list(officer: AuthMember, status: unknown, page: PageRequest, meta: RequestMeta): Promise<OfficerLoanListDto> {
    if (status !== undefined && status !== '' && !isLoanStatus(status)) throw Refusal.fields({ status: { code: 'loan.status' } });
    const search = page.search ? { memberIds: await this.members.idsMatching(page.search), loanNumber: page.search.toUpperCase() } : null;
    const read = await this.repository.page({ status: isLoanStatus(status) ? status : undefined, search, after: page.after, limit: page.limit + 1 });
    const { rows: loans, nextCursor } = pageOf(read, page.limit);
    const members = await this.members.findMany([...new Set(loans.map((l) => l.memberId))]);
    const names = new Map(members.map((mb) => [mb.id, mb.fullName]));
    await this.audit.record({
      actorId: officer.id,
      action: 'officer.loan.list',
      target: null,
      meta,
      details: { status: status ?? null, search: page.search, paged: page.after !== null, count: loans.length },
    });
    return { loans: loans.map((l) => this.summary(l, names.get(l.memberId) ?? '')), nextCursor };
  }

  private summary(l: LoanEntity, memberName: string): OfficerLoanSummaryDto {
    return {
      loanNumber: l.loanNumber,
      status: l.status,
      memberId: l.memberId,
      memberName,
      currency: l.currency,
      amount: l.amount,
      amountText: formatCentavos(l.amount),
      amountPhp: l.amountPhp,
      amountPhpText: formatCentavos(l.amountPhp),
      installmentCount: l.installmentCount,
      instalment: l.instalment,
      instalmentText: formatCentavos(l.instalment),
      appliedAt: l.appliedAt.toISOString(),
      prescreen: toPrescreenDto(l.prescreen),
      path: `/officer/loans/${l.loanNumber}`,
    };
  }

  async detail(officer: AuthMember, loanNumber: string, meta: RequestMeta): Promise<OfficerLoanDto> {
    const loan = await this.findLoan(this.dataSource.manager, loanNumber);
    await this.audit.record({ actorId: officer.id, action: 'officer.loan.view', target: loan.id, meta, details: { loanNumber: loan.loanNumber } });
    return this.officerView(loan.id, meta.lang);
  }

  async officerView(loanId: string, lang: Language, m: EntityManager = this.dataSource.manager): Promise<OfficerLoanDto> {
    const loan = await this.repository.byId(loanId, m);
    const [rows, member, kycStatus] = await Promise.all([
      this.repository.schedule(loan.id, m),
      this.members.findOrFail(loan.memberId, m),
      this.kyc.kycStatus(loan.memberId, m),
    ]);
    const dsrNow = debtServiceRatio(loan.instalment, member.monthlyNetIncome);
    const [waiting, creditLimit] = await Promise.all([this.fourEyes.waiting(m, LOAN_APPROVAL_KIND, loan.id), this.limits.of(loan.memberId, lang, loan, m)]);
    const dti = dsrNow ?? loan.prescreen.dsr;
    const dtiLimit = this.config.loanOps.dtiLimit;
    return {
      ...toLoanDto(loan, rows, this.loans.viewContext(), lang),
      memberId: loan.memberId,
      creditNotice:
        loan.creditNoticeVersion && loan.creditNoticeAcknowledgedAt ? { version: loan.creditNoticeVersion, acknowledgedAt: loan.creditNoticeAcknowledgedAt.toISOString() } : null,
      member: toMemberDto(member),
      prescreen: toPrescreenDto(loan.prescreen),
      kycStatus,
      dsrNow,
      dsrNowText: dsrNow === null ? null : formatPercent(dsrNow),
      dtiLimit,
      dtiLimitText: formatPercent(dtiLimit),
      dtiAboveLimit: dti !== null && dti > dtiLimit,
      appliedInstallmentCount: loan.appliedInstallmentCount,
      decisionNote: loan.decisionNote,
      secondApproval: waiting ? secondApprovalOf(waiting, loan) : null,
      approvedBy: loan.approvedBy,
      rejectedBy: loan.rejectedBy,
      rejectedAt: loan.rejectedAt?.toISOString() ?? null,
      rejectionReasonCode: loan.rejectionReasonCode,
      contractPath: loan.contractSha256 ? `/loan/${loan.loanNumber}/contract.pdf` : null,
      creditLimit,
    };
  }

  private async findLoan(m: EntityManager, loanNumber: string, lock = false): Promise<LoanEntity> {
    const loan = await this.repository.byNumber(loanNumber, m, { lock });
    if (!loan) throw Refusal.notFound('loan.notFound');
    return loan;
  }

  // ------------------------------------------------------------------ decisions

  /**
   * Approves a loan pending review, or records the approval as waiting for a second officer (the
   * loan stays in review until one approves it): above the four-eyes amount (FOUR_EYES_ABOVE_PHP),
   * and when the approved figures' debt-to-income ratio is above the limit, which also needs the
   * officer's override reason.
   */
  async approve(officer: AuthMember, loanNumber: string, body: ApproveLoanRequestDto, meta: RequestMeta): Promise<OfficerLoanDto> {
    const requested = parseApprovalBody(body);
    const note = parseDecisionNote(body.note);
    const overrideReason = parseDecisionNote(body.dtiOverrideReason, 'dtiOverrideReason');
    // Screened in a transaction of its own: a case it opens stays though the approval is refused.
    await this.screening.screenNow((await this.findLoan(this.dataSource.manager, loanNumber)).memberId, 'LOAN_APPROVAL');
    const { loanId, approved } = await this.dataSource.transaction(async (m) => {
      const loan = await this.findLoan(m, loanNumber, true);
      if (loan.memberId === officer.id) throw Refusal.conflict('loan.ownLoan');
      if (await this.fourEyes.waiting(m, LOAN_APPROVAL_KIND, loan.id)) throw Refusal.conflict('loan.awaitingSecondApproval');
      const check = await this.checkApprovable(m, loan, requested);
      const decision = { reasonCode: decisionReason(loan, check.amountPhp, body.reasonCode), note };
      const aboveDti = await this.aboveDtiLimit(m, loan, check.amountPhp, check.months);
      if (aboveDti && overrideReason === null) throw Refusal.fields({ dtiOverrideReason: { code: 'loan.dtiOverrideReason' } });
      if (aboveDti || check.amountPhp > this.config.loanOps.fourEyesAbovePhp) {
        const payload: ApprovalPayload = { ...requested, ...decision, dtiOverrideReason: aboveDti ? overrideReason : null };
        await this.fourEyes.request(m, { kind: LOAN_APPROVAL_KIND, subjectId: loan.id, payload: { ...payload, loanNumber: loan.loanNumber }, amount: check.amountPhp, maker: officer, meta });
        return { loanId: loan.id, approved: false };
      }
      await this.approveLocked(m, loan, requested, { kind: 'officer', officer, meta }, decision);
      return { loanId: loan.id, approved: true };
    });
    if (approved) await this.notifyApproved(loanId);
    return this.officerView(loanId, meta.lang);
  }

  /** Whether approving `amountPhp` over `months` puts the instalment above the debt-to-income limit of the member's income now. */
  private async aboveDtiLimit(m: EntityManager, loan: LoanEntity, amountPhp: number, months: number): Promise<boolean> {
    const member = await this.members.findOrFail(loan.memberId, m);
    const dti = debtServiceRatio(quoteLoan(amountPhp, months, loan.monthlyRateBps).instalment, member.monthlyNetIncome);
    return dti !== null && dti > this.config.loanOps.dtiLimit;
  }

  /** The checks of an approval that come before any change: the status, the KYC, the amount and term. */
  private async checkApprovable(m: EntityManager, loan: LoanEntity, requested: RequestedApproval) {
    if (loan.status !== 'PENDING_REVIEW') throw Refusal.conflict('loan.approveNotPending');
    if ((await this.kyc.kycStatus(loan.memberId, m)) !== 'VERIFIED') throw Refusal.conflict('loan.kycNotVerified');
    await this.screening.assertNotHeld(m, loan.memberId);
    const check = checkApproval(loan, requested, this.config.loan);
    if (!check.ok) throw Refusal.fields(check.errors);
    return check;
  }

  /**
   * Approves a PENDING_REVIEW loan whose row `m` holds locked: KYC must be VERIFIED now; a lower
   * amount or shorter term is requoted with the domain's loan math at the loan's own rate.
   */
  async approveLocked(m: EntityManager, loan: LoanEntity, requested: RequestedApproval, by: Decider, decision: Decision = { reasonCode: 'FULL', note: null }): Promise<void> {
    const check = await this.checkApprovable(m, loan, requested);
    const now = this.clock.now();
    const changed = check.amount !== loan.amount || check.amountPhp !== loan.amountPhp || check.months !== loan.installmentCount;
    let figures: Partial<LoanEntity> = {};
    if (changed) {
      const q = quoteLoan(check.amountPhp, check.months, loan.monthlyRateBps);
      figures = {
        amount: check.amount,
        amountPhp: check.amountPhp,
        installmentCount: q.months,
        instalment: q.instalment,
        totalInterest: q.totalInterest,
        totalRepay: q.totalRepay,
        eirMonthly: q.eirMonthly.toFixed(12),
        eirYearly: q.eirYearly.toFixed(12),
      };
      await this.repository.replaceSchedule(loan.id, q.schedule, m);
    }
    const before = { status: loan.status, amountPhp: loan.amountPhp, installmentCount: loan.installmentCount };
    const decided = { approvalReasonCode: decision.reasonCode, decisionNote: decision.note };
    const dtiOverrideReason = decision.dtiOverrideReason ?? null;
    await this.loans.transition(m, loan, 'APPROVED', { ...figures, ...decided, approvedAt: now, approvedBy: by.kind === 'officer' ? by.officer.id : null }, now);
    await this.audit.record(
      {
        actorId: by.kind === 'officer' ? by.officer.id : null,
        action: by.kind === 'officer' ? 'officer.loan.approve' : 'system.loan.auto-approve',
        target: loan.id,
        meta: by.kind === 'officer' ? by.meta : undefined,
        details: { loanNumber: loan.loanNumber, amount: loan.amount, amountPhp: loan.amountPhp, installmentCount: loan.installmentCount, changed, reasonCode: decision.reasonCode, note: decision.note, dtiOverrideReason },
        before,
        after: { status: loan.status, amountPhp: loan.amountPhp, installmentCount: loan.installmentCount, reasonCode: decision.reasonCode },
      },
      m,
    );
  }

  async reject(officer: AuthMember, loanNumber: string, body: RejectLoanRequestDto, meta: RequestMeta): Promise<OfficerLoanDto> {
    const reasonCode = body.reasonCode;
    if (!isRejectReasonCode(reasonCode)) throw Refusal.fields({ reasonCode: { code: 'loan.reasonCode' } });
    const note = parseDecisionNote(body.note);
    const loanId = await this.dataSource.transaction(async (m) => {
      const loan = await this.findLoan(m, loanNumber, true);
      if (loan.memberId === officer.id) throw Refusal.conflict('loan.ownLoan');
      if (loan.status !== 'PENDING_REVIEW') throw Refusal.conflict('loan.rejectNotPending');
      // The second officer answers a waiting approval from the four-eyes inbox, not by a new decision.
      if (await this.fourEyes.waiting(m, LOAN_APPROVAL_KIND, loan.id)) throw Refusal.conflict('loan.awaitingSecondApproval');
      const now = this.clock.now();
      const before = { status: loan.status };
      await this.loans.transition(m, loan, 'REJECTED', { rejectedAt: now, rejectedBy: officer.id, rejectionReasonCode: reasonCode, decisionNote: note, closedAt: now }, now);
      await this.audit.record(
        { actorId: officer.id, action: 'officer.loan.reject', target: loan.id, meta, details: { loanNumber: loan.loanNumber, reasonCode, note }, before, after: { status: loan.status, reasonCode } },
        m,
      );
      return loan.id;
    });
    await this.notify(loanId, (l, lang) => t(lang, 'apiSms.refused', { company: this.config.company.shortName, loanNumber: l.loanNumber }));
    return this.officerView(loanId, meta.lang);
  }

  /** The approval's SMS; a lower amount than asked says both amounts and why. */
  async notifyApproved(loanId: string): Promise<void> {
    const company = this.config.company.shortName;
    await this.notify(loanId, (l, lang) => {
      const reason = approvalReason(l.approvalReasonCode, lang);
      return reason
        ? t(lang, 'apiSms.approvedLower', { company, loanNumber: l.loanNumber, amount: formatCentavos(l.amountPhp), applied: formatCentavos(l.appliedAmountPhp), reason })
        : t(lang, 'apiSms.approved', { company, loanNumber: l.loanNumber, amount: formatCentavos(l.amountPhp) });
    });
  }

  /** The decision is already recorded: a failed SMS is logged, not reported to the officer. */
  private async notify(loanId: string, body: (l: LoanEntity, lang: Language) => string): Promise<void> {
    try {
      const loan = await this.repository.byId(loanId);
      const member = await this.members.findOrFail(loan.memberId);
      await this.notifications.sendSms(member.phoneNumber, body(loan, member.language));
    } catch (error) {
      this.logger.error(`Loan SMS failed: ${(error as Error).message}`);
    }
  }
}

/** `{amount?, installmentCount?}` of an approval, parsed; 400 with the field's message otherwise. */
export function parseApprovalBody(body: ApproveLoanRequestDto): { amount?: number; installmentCount?: number } {
  const errors: FieldErrors = {};
  const out: { amount?: number; installmentCount?: number } = {};
  if (body.amount !== undefined && body.amount !== null && body.amount !== '') {
    const a = typeof body.amount === 'string' ? parseAmount(body.amount) : null;
    if (a === null || a <= 0) errors.amount = fieldWords('amount');
    else out.amount = a;
  }
  if (body.installmentCount !== undefined && body.installmentCount !== null && body.installmentCount !== '') {
    const t = String(body.installmentCount).trim();
    if (!/^[0-9]{1,3}$/.test(t)) errors.installmentCount = fieldWords('installmentCount');
    else out.installmentCount = Number(t);
  }
  refuseFields(errors);
  return out;
}

/** The officer's note on a decision (or its debt-to-income override reason), trimmed (null when empty); 400 beside `field` when too long. */
function parseDecisionNote(input: unknown, field: 'note' | 'dtiOverrideReason' = 'note'): string | null {
  if (input === undefined || input === null) return null;
  const note = typeof input === 'string' ? input.trim() : null;
  if (note === null || note.length > NOTE_MAX) throw Refusal.fields({ [field]: { code: field === 'note' ? 'loan.decisionNote' : 'loan.dtiOverrideReason' } });
  return note === '' ? null : note;
}

/**
 * The reason of an approval of `amountPhp`: FULL (the default) for the amount asked; a lower amount
 * needs one of the LOWER_ reasons, whose words the borrower reads.
 */
function decisionReason(loan: LoanEntity, amountPhp: number, input: unknown): ApprovalReasonCode {
  const lower = amountPhp < loan.appliedAmountPhp;
  const given = input === undefined || input === null || input === '' ? null : input;
  if (given !== null && !isApprovalReasonCode(given)) throw Refusal.fields({ reasonCode: { code: 'loan.reasonCode' } });
  if (lower && (given === null || given === 'FULL')) throw Refusal.fields({ reasonCode: { code: 'loan.approvalReason' } });
  if (!lower && given !== null && given !== 'FULL') throw Refusal.fields({ reasonCode: { code: 'loan.approvalReasonFull' } });
  return given ?? 'FULL';
}

function secondApprovalOf(action: PendingAction, loan: LoanEntity): LoanSecondApprovalDto {
  const payload = action.payload as unknown as ApprovalPayload;
  const amount = payload.amount ?? loan.amount;
  return {
    actionId: action.id,
    makerId: action.makerId,
    madeAt: action.madeAt.toISOString(),
    amount,
    amountText: formatCentavos(amount),
    reasonCode: payload.reasonCode,
    note: payload.note,
    dtiOverrideReason: payload.dtiOverrideReason ?? null,
  };
}
