import { Injectable, Logger } from '@nestjs/common';
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
import { KycService } from '../kyc/kyc.service';
import { toMemberDto } from '../members/dto/member.dto';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { ApproveLoanRequestDto, OfficerLoanDto, OfficerLoanListDto, OfficerLoanSummaryDto, RejectLoanRequestDto, RejectReasonListDto } from './dto/loan.dto';
import type { LoanEntity } from './loan.entities';
import { REJECT_REASON_CODES, checkApproval, isRejectReasonCode } from './loan.rules';
import { toLoanDto, toPrescreenDto } from './loans.mappers';
import { LoansRepository } from './loans.repository';
import { LoansService } from './loans.service';


/** Who decides: an officer (audited as officer.loan.*) or the optional auto-approval rule (system.loan.*). */
export type Decider = { kind: 'officer'; officer: AuthMember; meta: RequestMeta } | { kind: 'system' };

/**
 * Loan officers' review (docs/product.md §6): the queue, one loan with its pre-screening, approval (optionally
 * of less or shorter) and rejection with a reason from a fixed list. Every action is audited; no
 * endpoint takes a status or a text for the member.
 */
@Injectable()
export class OfficerLoansService {
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
  ) {}

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
    return {
      ...toLoanDto(loan, rows, this.loans.viewContext(), lang),
      memberId: loan.memberId,
      member: toMemberDto(member),
      prescreen: toPrescreenDto(loan.prescreen),
      kycStatus,
      dsrNow,
      dsrNowText: dsrNow === null ? null : formatPercent(dsrNow),
      appliedAmount: loan.appliedAmount,
      appliedAmountText: formatCentavos(loan.appliedAmount),
      appliedAmountPhp: loan.appliedAmountPhp,
      appliedAmountPhpText: formatCentavos(loan.appliedAmountPhp),
      appliedInstallmentCount: loan.appliedInstallmentCount,
      approvedBy: loan.approvedBy,
      rejectedBy: loan.rejectedBy,
      rejectedAt: loan.rejectedAt?.toISOString() ?? null,
      rejectionReasonCode: loan.rejectionReasonCode,
      contractPath: loan.contractSha256 ? `/loan/${loan.loanNumber}/contract.pdf` : null,
    };
  }

  private async findLoan(m: EntityManager, loanNumber: string, lock = false): Promise<LoanEntity> {
    const loan = await this.repository.byNumber(loanNumber, m, { lock });
    if (!loan) throw Refusal.notFound('loan.notFound');
    return loan;
  }

  // ------------------------------------------------------------------ decisions

  async approve(officer: AuthMember, loanNumber: string, body: ApproveLoanRequestDto, meta: RequestMeta): Promise<OfficerLoanDto> {
    const requested = parseApprovalBody(body);
    const loanId = await this.dataSource.transaction(async (m) => {
      const loan = await this.findLoan(m, loanNumber, true);
      if (loan.memberId === officer.id) throw Refusal.conflict('loan.ownLoan');
      await this.approveLocked(m, loan, requested, { kind: 'officer', officer, meta });
      return loan.id;
    });
    await this.notifyApproved(loanId);
    return this.officerView(loanId, meta.lang);
  }

  /**
   * Approves a PENDING_REVIEW loan whose row `m` holds locked: KYC must be VERIFIED now; a lower
   * amount or shorter term is requoted with the domain's loan math at the loan's own rate.
   */
  async approveLocked(m: EntityManager, loan: LoanEntity, requested: { amount?: number; installmentCount?: number }, by: Decider): Promise<void> {
    if (loan.status !== 'PENDING_REVIEW') throw Refusal.conflict('loan.approveNotPending');
    if ((await this.kyc.kycStatus(loan.memberId, m)) !== 'VERIFIED') throw Refusal.conflict('loan.kycNotVerified');
    const check = checkApproval(loan, requested, this.config.loan);
    if (!check.ok) throw Refusal.fields(check.errors);

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
    await this.loans.transition(m, loan, 'APPROVED', { ...figures, approvedAt: now, approvedBy: by.kind === 'officer' ? by.officer.id : null }, now);
    await this.audit.record(
      {
        actorId: by.kind === 'officer' ? by.officer.id : null,
        action: by.kind === 'officer' ? 'officer.loan.approve' : 'system.loan.auto-approve',
        target: loan.id,
        meta: by.kind === 'officer' ? by.meta : undefined,
        details: { loanNumber: loan.loanNumber, amount: loan.amount, amountPhp: loan.amountPhp, installmentCount: loan.installmentCount, changed },
      },
      m,
    );
  }

  async reject(officer: AuthMember, loanNumber: string, body: RejectLoanRequestDto, meta: RequestMeta): Promise<OfficerLoanDto> {
    const reasonCode = body.reasonCode;
    if (!isRejectReasonCode(reasonCode)) throw Refusal.fields({ reasonCode: { code: 'loan.reasonCode' } });
    const loanId = await this.dataSource.transaction(async (m) => {
      const loan = await this.findLoan(m, loanNumber, true);
      if (loan.memberId === officer.id) throw Refusal.conflict('loan.ownLoan');
      if (loan.status !== 'PENDING_REVIEW') throw Refusal.conflict('loan.rejectNotPending');
      const now = this.clock.now();
      await this.loans.transition(m, loan, 'REJECTED', { rejectedAt: now, rejectedBy: officer.id, rejectionReasonCode: reasonCode, closedAt: now }, now);
      await this.audit.record({ actorId: officer.id, action: 'officer.loan.reject', target: loan.id, meta, details: { loanNumber: loan.loanNumber, reasonCode } }, m);
      return loan.id;
    });
    await this.notify(loanId, (l, lang) => t(lang, 'apiSms.refused', { company: this.config.company.shortName, loanNumber: l.loanNumber }));
    return this.officerView(loanId, meta.lang);
  }

  async notifyApproved(loanId: string): Promise<void> {
    await this.notify(
      loanId,
      (l, lang) => t(lang, 'apiSms.approved', { company: this.config.company.shortName, loanNumber: l.loanNumber, amount: formatCentavos(l.amountPhp) }),
    );
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
