import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOSED_LOAN_STATUSES, EWALLET_MONTHLY_CAP_CENTAVOS, CREDIT_DATA_NOTICE_VERSION, checkField, isTicked, proceedsReachable, fieldWords, formatCentavos, maskPhone, parseAmount, priceLoan, validateLoanApplication, amountLimits, type FieldErrors, type Instalment, type LoanStatus, type PricedLoan, t, type Language } from '@halimbawa/domain';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { said, type SaidMessage, type Spoken } from '../../common/said';
import { AppConfig } from '../../config/app-config';
import { CurrenciesService, type RateInForce } from '../currencies/currencies.service';
import { KycService } from '../kyc/kyc.service';
import { LedgerService } from '../ledger/ledger.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { OtpService, refusedCode } from '../otp/otp.service';
import type {
  ContractListDto,
  CurrentLoanDto,
  DisclosureDto,
  LoanApplyRequestDto,
  LoanCreatedDto,
  LoanDto,
  LoanMessageDto,
  LoanQuoteDto,
  LoanQuoteRequestDto,
  SignFinishRequestDto,
} from './dto/loan.dto';
import type { LoanEntity, LoanScheduleEntity } from './loan.entities';
import { LoansRepository } from './loans.repository';
import { renderLoanPdf } from './loan-pdf';
import { assertTransition, cancellationOption, formatLoanNumber, prescreen } from './loan.rules';
import { paidOf, REPAYABLE_STATUSES, toDisclosure, toLoanDto, toQuoteDto, type LoanViewContext } from './loans.mappers';
import { EventsService } from '../webhooks/events.service';
import { pageInOrder, type ListPageRequest } from '../../common/paging';
import { FourEyesService } from '../four-eyes/four-eyes.service';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
  sha256: string;
}

/** Form values as the domain validators read them: text, currency upper-cased, PHP by default. */
function formValues(body: LoanQuoteRequestDto & Partial<LoanApplyRequestDto>): { amount: string; currency: string; installmentCount: string; agree: unknown } {
  const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
  const currency = asText(body.currency).trim().toUpperCase();
  return { amount: asText(body.amount), currency: currency === '' ? 'PHP' : currency, installmentCount: asText(body.installmentCount), agree: body.agree };
}

/** A loan's row and its instalments in order, as read together. */
export interface LoanWithSchedule {
  loan: LoanEntity;
  schedule: readonly LoanScheduleEntity[];
}

/** The four-eyes kind of an approval above the configured amount (docs/decisions/016-four-eyes.md). */
export const LOAN_APPROVAL_KIND = 'loan.approve';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = (error ?? {}) as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === constraint;
}

/**
 * The member's side of a loan (docs/product.md §2, §4, §7): the calculator quote, the application with its
 * pre-screening, the current loan, the disclosure, signing by SMS code, the signed contract and
 * cancellation. Every status change is one transaction with the loan's row locked, along the
 * domain's LOAN_TRANSITIONS, at the Clock's time.
 */
@Injectable()
export class LoansService {
  private readonly logger = new Logger(LoansService.name);
  private readonly closers: ((m: EntityManager, loan: LoanEntity, now: Date) => Promise<void>)[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: LoansRepository,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly currencies: CurrenciesService,
    private readonly ledger: LedgerService,
    private readonly otp: OtpService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly events: EventsService,
    private readonly fourEyes: FourEyesService,
  ) {}

  viewContext(now: Date = this.clock.now()): LoanViewContext {
    return { now, company: this.config.company, ops: this.config.loanOps };
  }

  // ------------------------------------------------------------------ quote and application

  async quote(body: LoanQuoteRequestDto): Promise<LoanQuoteDto> {
    const values = formValues(body);
    const errors: FieldErrors = validateLoanApplication({ ...values, agree: true }, this.config.loan);
    refuseFields(errors);
    const p = this.price(values, await this.currencies.shownRateFor(values.currency));
    return toQuoteDto(p.currency, p.rate, p.priced);
  }

  private price(values: { amount: string; currency: string; installmentCount: string }, r: RateInForce) {
    const amount = parseAmount(values.amount);
    if (amount === null) throw Refusal.fields({ amount: fieldWords('amount') });
    const priced: PricedLoan = priceLoan(amount, r.rate, Number(values.installmentCount), this.config.loan);
    return { currency: values.currency, ...r, priced };
  }

  /** A new application; `offerAmount` (PHP centavos), a re-loan's ceiling (docs/credit-limits.md). */
  async apply(me: AuthMember, body: LoanApplyRequestDto, meta: RequestMeta, offerAmount?: number): Promise<LoanCreatedDto> {
    const member = await this.members.find(me.id);
    if (!member) throw Refusal.notFound();
    if (member.infoState !== 'INFO_COMPLETED') throw Refusal.conflict('form.incomplete');
    const values = formValues(body);
    refuseFields({ ...validateLoanApplication(values, this.config.loan), creditNotice: isTicked(body.creditNotice) ? undefined : fieldWords('creditNotice') });
    const p = this.price(values, await this.currencies.rateFor(values.currency));
    // Refused, not raised or lowered: the loan is for the amount sent.
    if (p.priced.limit !== null) throw Refusal.fields({ amount: amountLimits(p.currency, p.priced) });
    if (offerAmount !== undefined && p.priced.amountPhp > offerAmount) {
      throw Refusal.fields({ amount: { code: 'apiCreditLimit.refusal.aboveOffer', params: { amount: `PHP ${formatCentavos(offerAmount)}` } } });
    }

    let loanId: string;
    try {
      loanId = await this.dataSource.transaction(async (m) => {
        // One application at a time per member; the partial unique index backs this up.
        const locked = await this.members.findForUpdate(me.id, m);
        if (!locked) throw Refusal.notFound();
        if (await this.repository.hasOpenLoan(me.id, m)) {
          throw Refusal.conflict('loan.alreadyHasLoan');
        }
        const [birthDate, kycStatus] = await Promise.all([this.kyc.birthDate(me.id, m), this.kyc.kycStatus(me.id, m)]);
        const now = this.clock.now();
        const q = p.priced.quote;
        const id = randomUUID();
        const loanNumber = formatLoanNumber(this.config.company.shortName, now, await this.repository.nextLoanSequence(m));
        await this.repository.insert(
          {
            id,
            loanNumber,
            memberId: me.id,
            status: 'PENDING_REVIEW',
            currency: p.currency,
            exchangeRate: p.rate,
            rateSource: p.rateSource,
            rateFetchedAt: p.rateFetchedAt,
            amount: p.priced.amount,
            amountPhp: p.priced.amountPhp,
            installmentCount: q.months,
            monthlyRateBps: q.monthlyRateBps,
            instalment: q.instalment,
            totalInterest: q.totalInterest,
            totalRepay: q.totalRepay,
            eirMonthly: q.eirMonthly.toFixed(12),
            eirYearly: q.eirYearly.toFixed(12),
            appliedAmount: p.priced.amount,
            appliedAmountPhp: p.priced.amountPhp,
            appliedInstallmentCount: q.months,
            prescreen: prescreen({
              birthDate,
              kycStatus,
              instalment: q.instalment,
              monthlyNetIncome: locked.monthlyNetIncome,
              now,
            }),
            appliedAt: now,
            creditNoticeVersion: CREDIT_DATA_NOTICE_VERSION,
            creditNoticeAcknowledgedAt: now,
            updatedAt: now,
          },
          m,
        );
        await this.repository.replaceSchedule(id, q.schedule, m);
        await this.events.record(m, 'loan.status_changed', { loanNumber }, { loanNumber, memberId: me.id, from: null, to: 'PENDING_REVIEW' });
        await this.audit.record(
          {
            actorId: me.id,
            action: 'loan.apply',
            target: id,
            meta,
            details: { currency: p.currency, amount: p.priced.amount, amountPhp: p.priced.amountPhp, installmentCount: q.months, rate: p.rate, offerAmount: offerAmount ?? null, creditNoticeVersion: CREDIT_DATA_NOTICE_VERSION },
          },
          m,
        );
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'loans_one_open_per_member')) throw Refusal.conflict('loan.alreadyHasLoan');
      throw error;
    }
    return { state: 'LOAN_CREATED', loan: await this.view(loanId, meta.lang) };
  }

  // ------------------------------------------------------------------ reading

  async current(me: AuthMember, lang: Language): Promise<CurrentLoanDto> {
    const loan = await this.repository.latestOf(me.id);
    const signable = loan !== null && loan.status === 'APPROVED' && !loan.signedAt;
    const [view, codeUntil] = await Promise.all([
      loan ? this.view(loan.id, lang) : null,
      signable ? this.otp.pendingUntil(me.id, 'CONTRACT_SIGN', loan.id) : null,
    ]);
    return { loan: view, signingCodeExpiresAt: codeUntil?.toISOString() ?? null };
  }

  /** The member's latest loan with its schedule (for the dashboard), or null. */
  async latestWithSchedule(memberId: string): Promise<LoanWithSchedule | null> {
    const loan = await this.repository.latestOf(memberId);
    return loan && { loan, schedule: await this.repository.schedule(loan.id) };
  }

  /** Every loan of a member, oldest first, as they read them (the member's data export). */
  async allOf(memberId: string, lang: Language): Promise<LoanDto[]> {
    const loans = await this.repository.allOf(memberId);
    const views = await Promise.all(loans.map(async (loan) => this.viewOf(loan, await this.repository.schedule(loan.id), lang)));
    return views.sort((a, b) => a.loanNumber.localeCompare(b.loanNumber));
  }

  /** The loan as its member reads it, in `lang`. */
  async view(loanId: string, lang: Language): Promise<LoanDto> {
    const loan = await this.repository.byId(loanId);
    return this.viewOf(loan, await this.repository.schedule(loanId), lang);
  }

  /** The loan and its schedule rows as its member reads them now (whether it can be cancelled, what is due), in `lang`. */
  viewOf(loan: LoanEntity, schedule: readonly LoanScheduleEntity[], lang: Language): LoanDto {
    return toLoanDto(loan, schedule, this.viewContext(), lang);
  }

  /** The member's own loan by number, optionally locked; 404 for anyone else's (nothing leaks). */
  async ownLoan(m: EntityManager, me: AuthMember, loanNumber: string, lock = false): Promise<LoanEntity> {
    const loan = await this.repository.byNumber(loanNumber, m, { memberId: me.id, lock });
    if (!loan) throw Refusal.notFound('loan.notFound');
    return loan;
  }

  /** A loan's schedule rows, in order (hardship requests read the next due date here). */
  scheduleOf(loanId: string, m: EntityManager): Promise<LoanScheduleEntity[]> {
    return this.repository.schedule(loanId, m);
  }

  // ------------------------------------------------------------------ schedule versions (modules/hardship)

  /** A loan by id, locked in the caller's transaction (a hardship decision on it). */
  async lockedLoan(m: EntityManager, loanId: string): Promise<LoanEntity> {
    const loan = await this.repository.lockById(loanId, m);
    if (!loan) throw Refusal.notFound('loan.notFound');
    return loan;
  }

  /** A loan by id, not locked (a preview that changes nothing). */
  loanById(loanId: string, m: EntityManager): Promise<LoanEntity> {
    return this.repository.byId(loanId, m);
  }

  /** The rows of one version of a loan's schedule, in order. */
  scheduleVersionRows(loanId: string, version: number, m: EntityManager): Promise<LoanScheduleEntity[]> {
    return this.repository.scheduleVersion(loanId, version, m);
  }

  /** Writes a version not yet followed; rows carried from the schedule followed keep their dates. */
  writeScheduleVersion(loanId: string, version: number, rows: Instalment[], previous: readonly LoanScheduleEntity[], m: EntityManager): Promise<void> {
    return this.repository.writeScheduleVersion(loanId, version, rows, previous, this.clock.now(), m);
  }

  /** Repayments follow `version` from now on; the earlier version's rows stay as they were. */
  followScheduleVersion(loanId: string, version: number, m: EntityManager): Promise<void> {
    return this.repository.followScheduleVersion(loanId, version, this.clock.now(), m);
  }

  /** The name printed on documents: the legal name of the activation's first step, else the registered one. */
  async borrowerOf(m: EntityManager | undefined, memberId: string): Promise<{ fullName: string; phoneNumber: string; language: Language }> {
    const [member, legal] = await Promise.all([this.members.findOrFail(memberId, m), this.kyc.legalName(memberId, m)]);
    return { fullName: legal || member.fullName, phoneNumber: member.phoneNumber, language: member.language };
  }

  async disclosure(me: AuthMember, loanNumber: string, lang: Language): Promise<DisclosureDto> {
    const m = this.dataSource.manager;
    const loan = await this.ownLoan(m, me, loanNumber);
    return toDisclosure(loan, await this.repository.schedule(loan.id, m), await this.borrowerOf(m, loan.memberId), this.viewContext(), lang);
  }

  /** The disclosure statement in English, which governs, followed by its translation when the reader reads another language. */
  async disclosurePdf(me: AuthMember, loanNumber: string, lang: Language): Promise<PdfFile> {
    const d = await this.disclosure(me, loanNumber, 'en');
    const translation = lang === 'en' ? null : { lang, disclosure: await this.disclosure(me, loanNumber, lang) };
    const pdf = await renderLoanPdf(d, null, translation);
    return { filename: `${d.loanNumber}-disclosure.pdf`, pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
  }

  // ------------------------------------------------------------------ signing

  async signStart(me: AuthMember, loanNumber: string, meta: RequestMeta): Promise<SaidMessage> {
    const loan = await this.ownLoan(this.dataSource.manager, me, loanNumber);
    if (loan.signedAt) throw Refusal.conflict('loan.alreadySigned');
    if (loan.status !== 'APPROVED') throw Refusal.conflict('loan.cannotSign');
    await this.assertProceedsReachable(this.dataSource.manager, loan);
    await this.otp.issue(
      me,
      'CONTRACT_SIGN',
      loan.id,
      (code) => t(meta.lang, 'apiSms.signCode', { company: this.config.company.shortName, code, loanNumber: loan.loanNumber, amount: formatCentavos(loan.amountPhp) }),
    );
    await this.audit.record({ actorId: me.id, action: 'loan.sign.start', target: loan.id, meta, details: { loanNumber: loan.loanNumber } });
    return { message: said('loan.codeSent') };
  }

  async signFinish(me: AuthMember, loanNumber: string, body: SignFinishRequestDto, meta: RequestMeta): Promise<Spoken<LoanMessageDto>> {
    const problem = checkField('code', typeof body.code === 'string' ? body.code : '');
    if (problem) throw refusedCode(problem);
    const code = String(body.code).trim();

    const outcome = await this.dataSource.transaction(async (m) => {
      const loan = await this.ownLoan(m, me, loanNumber, true);
      if (loan.signedAt) throw Refusal.conflict('loan.alreadySigned');
      if (loan.status !== 'APPROVED') throw Refusal.conflict('loan.cannotSign');
      // Again under the loan's lock: the account may have changed since the code was sent.
      await this.assertProceedsReachable(m, loan);
      // A wrong code counts as a try: the transaction commits before the failure is reported.
      const check = await this.otp.verify(m, me.id, 'CONTRACT_SIGN', loan.id, code);
      if (!check.ok) return { ok: false as const, words: check.words };

      const now = this.clock.now();
      const borrower = await this.borrowerOf(m, loan.memberId);
      const schedule = await this.repository.schedule(loan.id, m);
      const disclosure = toDisclosure(loan, schedule, borrower, this.viewContext(now), 'en');
      // In the member's language after the English text, which governs.
      const translation = borrower.language === 'en' ? null : { lang: borrower.language, disclosure: toDisclosure(loan, schedule, borrower, this.viewContext(now), borrower.language) };
      // Rendered once, here: the stored bytes are the contract; its hash is kept beside it.
      const signature = { signedAt: now, fullName: borrower.fullName, phoneNumberMasked: maskPhone(borrower.phoneNumber) };
      const pdf = await renderLoanPdf(disclosure, signature, translation);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      await this.repository.insertContract({ loanId: loan.id, sha256, pdf, signedAt: now }, m);
      await this.transition(m, loan, 'CONTRACT_SIGNED', { signedAt: now, contractSha256: sha256 }, now);
      await this.audit.record({ actorId: me.id, action: 'loan.sign', target: loan.id, meta, details: { loanNumber: loan.loanNumber, sha256 } }, m);
      return { ok: true as const, loanId: loan.id };
    });
    if (!outcome.ok) throw refusedCode(outcome.words);
    return { message: said('loan.signed'), loan: await this.view(outcome.loanId, meta.lang) };
  }

  /**
   * No loan is signed (and so disbursed) into a wallet whose money the member could not take out
   * within the cooling-off period: an e-wallet as the only destination must take the net proceeds
   * within its monthly limit (docs/decisions/026-withdrawal-destination-limits.md).
   */
  private async assertProceedsReachable(m: EntityManager, loan: LoanEntity): Promise<void> {
    const bank = await this.kyc.activeBankAccount(loan.memberId, m);
    if (bank && !proceedsReachable(bank.account.bankKind, loan.amountPhp)) {
      throw Refusal.conflict('loan.ewalletBelowProceeds', { cap: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS), amount: formatCentavos(loan.amountPhp) });
    }
  }

  /** The member's signed contracts, newest signature first (allOf's order), a page at a time. */
  async contracts(me: AuthMember, page: ListPageRequest): Promise<Spoken<ContractListDto>> {
    const loans = await this.repository.allOf(me.id);
    const { rows, nextCursor } = pageInOrder(
      loans.filter((l) => l.signedAt && l.contractSha256),
      (l) => l.loanNumber,
      page,
    );
    return {
      nextCursor,
      contracts: rows.map((l) => ({
        loanNumber: l.loanNumber,
        status: l.status,
        closureReason: l.closureReason,
        signedAt: l.signedAt!.toISOString(),
        sha256: l.contractSha256!,
        path: `/loan/${l.loanNumber}/contract.pdf`,
      })),
      message: loans.length === 0 ? said('loan.noApplications') : null,
    };
  }

  /** The member whose loan has this number (any case), or null: officer lists search by it. */
  async memberOfLoanNumber(loanNumber: string): Promise<string | null> {
    const loan = await this.repository.byNumber(loanNumber.trim().toUpperCase(), this.dataSource.manager);
    return loan?.memberId ?? null;
  }

  /** A disbursed loan by number with its member (receipts, the statement) and whether it takes payments now, or null. */
  async disbursedByNumber(loanNumber: string): Promise<{ id: string; memberId: string; loanNumber: string; running: boolean } | null> {
    const loan = await this.repository.byNumber(loanNumber, this.dataSource.manager);
    return loan?.disbursedAt ? { id: loan.id, memberId: loan.memberId, loanNumber: loan.loanNumber, running: REPAYABLE_STATUSES.includes(loan.status) } : null;
  }

  /** The member's loan that is not closed (an application, or a loan being repaid), if any. */
  async openLoanOf(memberId: string, m: EntityManager): Promise<{ loanNumber: string; status: LoanStatus } | null> {
    const loan = await this.repository.openLoanOf(memberId, m);
    return loan && { loanNumber: loan.loanNumber, status: loan.status };
  }

  /** Loan numbers by loan id. */
  async numbersOf(loanIds: string[]): Promise<Map<string, string>> {
    const loans = await Promise.all([...new Set(loanIds)].map((id) => this.repository.byId(id)));
    return new Map(loans.map((l) => [l.id, l.loanNumber]));
  }

  /** The stored signed PDF: to its member, and to loan officers and admins (each view audited). */
  async contractPdf(me: AuthMember, loanNumber: string, meta: RequestMeta): Promise<PdfFile> {
    const isStaff = me.roles.includes('LOAN_OFFICER') || me.roles.includes('ADMIN');
    const loan = await this.repository.byNumber(loanNumber, this.dataSource.manager);
    if (!loan || (loan.memberId !== me.id && !isStaff)) throw Refusal.notFound('loan.notFound');
    const contract = await this.repository.contractOf(loan.id);
    if (!contract) throw Refusal.notFound('loan.contractNotFound');
    if (loan.memberId !== me.id) {
      await this.audit.record({ actorId: me.id, action: 'officer.loan.contract.view', target: loan.id, meta, details: { loanNumber: loan.loanNumber } });
    }
    return { filename: `${loan.loanNumber}-contract.pdf`, pdf: contract.pdf, sha256: contract.sha256 };
  }

  // ------------------------------------------------------------------ cancellation

  async cancel(me: AuthMember, loanNumber: string, meta: RequestMeta): Promise<Spoken<LoanMessageDto>> {
    const result = await this.dataSource.transaction(async (m) => {
      const loan = await this.ownLoan(m, me, loanNumber, true);
      const rows = await this.repository.schedule(loan.id, m);
      const now = this.clock.now();
      const option = cancellationOption(loan, now, this.config.loanOps.coolingOffDays, paidOf(rows) > 0);
      if (option === null) throw Refusal.conflict('loan.cannotCancel');
      if (option === 'FREE') {
        await this.transition(m, loan, 'CANCELLED', { cancelledAt: now, closedAt: now, closureReason: 'MEMBER_CANCELLED' }, now);
        // An approval waiting for a second officer closes with the loan: there is nothing left to approve.
        await this.fourEyes.withdraw(m, { kind: LOAN_APPROVAL_KIND, subjectId: loan.id, reason: 'SUBJECT_CLOSED' }, { actorId: me.id, meta });
      } else {
        // Cooling-off (docs/product.md §7): the principal goes back from the wallet, no interest, no fee;
        // 409 'Your wallet balance is not enough for this.' rolls everything back.
        await this.ledger.repayFromWallet(m, {
          loanId: loan.id,
          memberId: loan.memberId,
          principal: loan.amountPhp,
          interest: 0,
          paymentKey: 'cooling-off',
          loanNumber: loan.loanNumber,
        });
        await this.transition(m, loan, 'PAID_OFF', { cancelledAt: now, closedAt: now, closureReason: 'COOLING_OFF', repaidFromWallet: loan.amountPhp }, now);
        // The member hears of it by SMS (docs/product.md §7), queued with the cancellation.
        await this.notifications.sendSms(me.phoneNumber, t(meta.lang, 'apiSms.coolingOff', { company: this.config.company.shortName, loanNumber: loan.loanNumber, principal: formatCentavos(loan.amountPhp) }), m);
      }
      await this.audit.record({ actorId: me.id, action: 'loan.cancel', target: loan.id, meta, details: { loanNumber: loan.loanNumber, option } }, m);
      return { loanId: loan.id, option };
    });
    return {
      message: said(result.option === 'FREE' ? 'loan.cancelledFree' : 'loan.cancelledCoolingOff'),
      loan: await this.view(result.loanId, meta.lang),
    };
  }

  // ------------------------------------------------------------------ the one way a status changes

  /**
   * What another module keeps waiting on a loan (a hardship request) and closes with it: `close`
   * runs in the transaction that closes the loan. Called once by that module, in its onModuleInit.
   */
  whenClosed(close: (m: EntityManager, loan: LoanEntity, now: Date) => Promise<void>): void {
    this.closers.push(close);
  }

  /**
   * Moves a loan (whose row the caller has locked in `m`) to `to`, only along the domain's
   * LOAN_TRANSITIONS and only from the status it was read with; a loan that closes closes what
   * waits on it (whenClosed).
   */
  async transition(m: EntityManager, loan: LoanEntity, to: LoanStatus, changes: Partial<LoanEntity>, now: Date): Promise<void> {
    assertTransition(loan.status, to);
    if (!(await this.repository.updateStatus(loan, to, changes, now, m))) throw Refusal.conflict('apiLoans.changedConcurrently');
    await this.events.record(m, 'loan.status_changed', { loanNumber: loan.loanNumber }, { loanNumber: loan.loanNumber, memberId: loan.memberId, from: loan.status, to });
    Object.assign(loan, changes, { status: to, updatedAt: now });
    if (CLOSED_LOAN_STATUSES.includes(to)) for (const close of this.closers) await close(m, loan, now);
  }
}
