import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CLOSED_LOAN_STATUSES,
  MESSAGES,
  checkField,
  formatCentavos,
  maskPhone,
  parseAmount,
  validateLoanApplication,
  type FieldErrors,
  type LoanStatus,
} from '@halimbawa/domain';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { FieldErrorsException, assertNoFieldErrors } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { CurrenciesService } from '../currencies/currencies.service';
import { MemberIdentityEntity } from '../kyc/entities/member-identity.entity';
import { MemberPersonalEntity } from '../kyc/entities/member-personal.entity';
import { LedgerService } from '../ledger/ledger.service';
import { MemberEntity } from '../members/member.entity';
import { OtpService } from '../otp/otp.service';
import type { ContractListDto, CurrentLoanDto, DisclosureDto, LoanCreatedDto, LoanDto, LoanMessageDto, LoanQuoteDto } from './dto/loan.dto';
import { LoanContractEntity, LoanEntity, LoanScheduleEntity } from './loan.entities';
import { renderLoanPdf } from './loan-pdf';
import { LOAN_MESSAGES, assertTransition, cancellationOption, formatLoanNumber, prescreen, priceLoan, type PricedLoan } from './loan.rules';
import { paidOf, toDisclosure, toLoanDto, toQuoteDto, type LoanViewContext } from './loans.mappers';

export interface PdfFile {
  filename: string;
  pdf: Buffer;
  sha256: string;
}

/** Form values as the domain validators read them: text, currency upper-cased, PHP by default. */
function formValues(body: Record<string, unknown>): { amount: string; currency: string; installmentCount: string; agree: unknown } {
  const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
  const currency = asText(body.currency).trim().toUpperCase();
  return { amount: asText(body.amount), currency: currency === '' ? 'PHP' : currency, installmentCount: asText(body.installmentCount), agree: body.agree };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = (error ?? {}) as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === constraint;
}

const OPEN_STATUSES = Not(In([...CLOSED_LOAN_STATUSES]));

/**
 * The member's side of a loan (SPEC §2, §4, §7): the calculator quote, the application with its
 * pre-screening, the current loan, the disclosure, signing by SMS code, the signed contract and
 * cancellation. Every status change is one transaction with the loan's row locked, along the
 * domain's LOAN_TRANSITIONS, at the Clock's time.
 */
@Injectable()
export class LoansService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly currencies: CurrenciesService,
    private readonly ledger: LedgerService,
    private readonly otp: OtpService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  viewContext(now: Date = this.clock.now()): LoanViewContext {
    return { now, company: this.config.company, ops: this.config.loanOps };
  }

  // ------------------------------------------------------------------ quote and application

  async quote(body: Record<string, unknown>): Promise<LoanQuoteDto> {
    const values = formValues(body);
    const errors: FieldErrors = validateLoanApplication({ ...values, agree: true }, this.config.loan);
    assertNoFieldErrors(errors);
    const p = await this.price(values);
    return toQuoteDto(p.currency, p.rate, p.priced);
  }

  private async price(values: { amount: string; currency: string; installmentCount: string }, m?: EntityManager) {
    const r = await this.currencies.rateFor(values.currency, m);
    const amount = parseAmount(values.amount);
    if (amount === null) throw new FieldErrorsException({ amount: MESSAGES.amount });
    const priced: PricedLoan = priceLoan(amount, r.rate, Number(values.installmentCount), this.config.loan);
    return { currency: values.currency, ...r, priced };
  }

  async apply(me: AuthMember, body: Record<string, unknown>, meta: RequestMeta): Promise<LoanCreatedDto> {
    const member = await this.dataSource.manager.findOne(MemberEntity, { where: { id: me.id } });
    if (!member) throw new NotFoundException('Not found.');
    if (member.infoState !== 'INFO_COMPLETED') throw new ConflictException(LOAN_MESSAGES.notActivated);
    const values = formValues(body);
    assertNoFieldErrors(validateLoanApplication(values, this.config.loan));
    const p = await this.price(values);

    let loanId: string;
    try {
      loanId = await this.dataSource.transaction(async (m) => {
        // One application at a time per member; the partial unique index backs this up.
        const locked = await m.findOne(MemberEntity, { where: { id: me.id }, lock: { mode: 'pessimistic_write' } });
        if (!locked) throw new NotFoundException('Not found.');
        if (await m.exists(LoanEntity, { where: { memberId: me.id, status: OPEN_STATUSES } })) {
          throw new ConflictException(LOAN_MESSAGES.alreadyHasLoan);
        }
        const [personal, identity] = await Promise.all([
          m.findOne(MemberPersonalEntity, { where: { memberId: me.id } }),
          m.findOne(MemberIdentityEntity, { where: { memberId: me.id } }),
        ]);
        const now = this.clock.now();
        const q = p.priced.quote;
        const [{ n }] = await m.query(`SELECT nextval('loan_number_seq')::text AS n`);
        const id = randomUUID();
        await m.insert(LoanEntity, {
          id,
          loanNumber: formatLoanNumber(this.config.company.shortName, now, Number(n)),
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
            birthDate: personal?.birthDate ?? null,
            kycStatus: identity?.kycStatus ?? null,
            instalment: q.instalment,
            monthlyNetIncome: locked.monthlyNetIncome,
            now,
          }),
          appliedAt: now,
          updatedAt: now,
        });
        await this.writeSchedule(m, id, q.schedule);
        await this.audit.record(
          {
            actorId: me.id,
            action: 'loan.apply',
            target: id,
            meta,
            details: { currency: p.currency, amount: p.priced.amount, amountPhp: p.priced.amountPhp, installmentCount: q.months, rate: p.rate },
          },
          m,
        );
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'loans_one_open_per_member')) throw new ConflictException(LOAN_MESSAGES.alreadyHasLoan);
      throw error;
    }
    return { state: 'LOAN_CREATED', loan: await this.view(loanId) };
  }

  /** Replaces a loan's schedule rows (at application, and when an officer approves less). */
  async writeSchedule(m: EntityManager, loanId: string, rows: { number: number; principal: number; interest: number; total: number }[]): Promise<void> {
    await m.delete(LoanScheduleEntity, { loanId });
    await m.insert(
      LoanScheduleEntity,
      rows.map((r) => ({ loanId, number: r.number, principal: r.principal, interest: r.interest, total: r.total, dueDate: null, paidPrincipal: 0, paidInterest: 0 })),
    );
  }

  // ------------------------------------------------------------------ reading

  async current(me: AuthMember): Promise<CurrentLoanDto> {
    const loan = await this.dataSource.manager.findOne(LoanEntity, { where: { memberId: me.id }, order: { createdAt: 'DESC', appliedAt: 'DESC' } });
    return { loan: loan ? await this.view(loan.id) : null };
  }

  async view(loanId: string, m: EntityManager = this.dataSource.manager): Promise<LoanDto> {
    const loan = await m.findOneOrFail(LoanEntity, { where: { id: loanId } });
    return toLoanDto(loan, await this.scheduleOf(m, loanId), this.viewContext());
  }

  scheduleOf(m: EntityManager, loanId: string): Promise<LoanScheduleEntity[]> {
    return m.find(LoanScheduleEntity, { where: { loanId }, order: { number: 'ASC' } });
  }

  /** The member's own loan by number, optionally locked; 404 for anyone else's (nothing leaks). */
  async ownLoan(m: EntityManager, me: AuthMember, loanNumber: string, lock = false): Promise<LoanEntity> {
    const loan = await m.findOne(LoanEntity, {
      where: { loanNumber: String(loanNumber), memberId: me.id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!loan) throw new NotFoundException(LOAN_MESSAGES.notFound);
    return loan;
  }

  /** The name printed on documents: the legal name of the activation's first step, else the registered one. */
  async borrowerOf(m: EntityManager, memberId: string): Promise<{ fullName: string; phoneNumber: string }> {
    const [member, personal] = await Promise.all([
      m.findOneOrFail(MemberEntity, { where: { id: memberId } }),
      m.findOne(MemberPersonalEntity, { where: { memberId } }),
    ]);
    const legal = personal ? [personal.firstName, personal.middleName, personal.lastName].filter((x) => x && x.trim()).join(' ') : '';
    return { fullName: legal || member.fullName, phoneNumber: member.phoneNumber };
  }

  async disclosure(me: AuthMember, loanNumber: string): Promise<DisclosureDto> {
    const m = this.dataSource.manager;
    const loan = await this.ownLoan(m, me, loanNumber);
    return toDisclosure(loan, await this.scheduleOf(m, loan.id), await this.borrowerOf(m, loan.memberId), this.viewContext());
  }

  async disclosurePdf(me: AuthMember, loanNumber: string): Promise<PdfFile> {
    const d = await this.disclosure(me, loanNumber);
    const pdf = await renderLoanPdf(d, null);
    return { filename: `${d.loanNumber}-disclosure.pdf`, pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
  }

  // ------------------------------------------------------------------ signing

  async signStart(me: AuthMember, loanNumber: string, meta: RequestMeta): Promise<{ message: string }> {
    const loan = await this.ownLoan(this.dataSource.manager, me, loanNumber);
    if (loan.signedAt) throw new ConflictException(LOAN_MESSAGES.alreadySigned);
    if (loan.status !== 'APPROVED') throw new ConflictException(LOAN_MESSAGES.cannotSign);
    await this.otp.issue(
      me,
      'CONTRACT_SIGN',
      loan.id,
      (code) =>
        `${this.config.company.shortName}: ${code} is your code to sign loan contract ${loan.loanNumber} for PHP ${formatCentavos(loan.amountPhp)}. ` +
        'It expires in 5 minutes. Never share this code with anyone, including our staff.',
    );
    await this.audit.record({ actorId: me.id, action: 'loan.sign.start', target: loan.id, meta, details: { loanNumber: loan.loanNumber } });
    return { message: LOAN_MESSAGES.codeSent };
  }

  async signFinish(me: AuthMember, loanNumber: string, body: Record<string, unknown>, meta: RequestMeta): Promise<LoanMessageDto> {
    const problem = checkField('code', typeof body.code === 'string' ? body.code : typeof body.code === 'number' ? String(body.code) : '');
    if (problem) throw new FieldErrorsException({ code: problem }, problem);
    const code = String(body.code).trim();

    const outcome = await this.dataSource.transaction(async (m) => {
      const loan = await this.ownLoan(m, me, loanNumber, true);
      if (loan.signedAt) throw new ConflictException(LOAN_MESSAGES.alreadySigned);
      if (loan.status !== 'APPROVED') throw new ConflictException(LOAN_MESSAGES.cannotSign);
      // A wrong code counts as a try: the transaction commits before the failure is reported.
      const check = await this.otp.verify(m, me.id, 'CONTRACT_SIGN', loan.id, code);
      if (!check.ok) return { ok: false as const, message: check.message };

      const now = this.clock.now();
      const borrower = await this.borrowerOf(m, loan.memberId);
      const disclosure = toDisclosure(loan, await this.scheduleOf(m, loan.id), borrower, this.viewContext(now));
      // Rendered once, here: the stored bytes are the contract; its hash is kept beside it.
      const pdf = await renderLoanPdf(disclosure, { signedAt: now, fullName: borrower.fullName, phoneNumberMasked: maskPhone(borrower.phoneNumber) });
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      await m.insert(LoanContractEntity, { loanId: loan.id, sha256, pdf, signedAt: now });
      await this.transition(m, loan, 'CONTRACT_SIGNED', { signedAt: now, contractSha256: sha256 }, now);
      await this.audit.record({ actorId: me.id, action: 'loan.sign', target: loan.id, meta, details: { loanNumber: loan.loanNumber, sha256 } }, m);
      return { ok: true as const, loanId: loan.id };
    });
    if (!outcome.ok) throw new FieldErrorsException({ code: outcome.message }, outcome.message);
    return { message: LOAN_MESSAGES.signed, loan: await this.view(outcome.loanId) };
  }

  async contracts(me: AuthMember): Promise<ContractListDto> {
    const m = this.dataSource.manager;
    const loans = await m.find(LoanEntity, { where: { memberId: me.id }, order: { signedAt: 'DESC' } });
    const signed = loans.filter((l) => l.signedAt && l.contractSha256);
    return {
      contracts: signed.map((l) => ({
        loanNumber: l.loanNumber,
        status: l.status,
        signedAt: l.signedAt!.toISOString(),
        sha256: l.contractSha256!,
        path: `/loan/${l.loanNumber}/contract.pdf`,
      })),
      message: loans.length === 0 ? LOAN_MESSAGES.noApplications : null,
    };
  }

  /** The stored signed PDF: to its member, and to loan officers and admins (each view audited). */
  async contractPdf(me: AuthMember, loanNumber: string, meta: RequestMeta): Promise<PdfFile> {
    const m = this.dataSource.manager;
    const isStaff = me.roles.includes('LOAN_OFFICER') || me.roles.includes('ADMIN');
    const loan = await m.findOne(LoanEntity, { where: { loanNumber: String(loanNumber) } });
    if (!loan || (loan.memberId !== me.id && !isStaff)) throw new NotFoundException(LOAN_MESSAGES.notFound);
    const contract = await m.findOne(LoanContractEntity, { where: { loanId: loan.id } });
    if (!contract) throw new NotFoundException(LOAN_MESSAGES.contractNotFound);
    if (loan.memberId !== me.id) {
      await this.audit.record({ actorId: me.id, action: 'officer.loan.contract.view', target: loan.id, meta, details: { loanNumber: loan.loanNumber } });
    }
    return { filename: `${loan.loanNumber}-contract.pdf`, pdf: contract.pdf, sha256: contract.sha256 };
  }

  // ------------------------------------------------------------------ cancellation

  async cancel(me: AuthMember, loanNumber: string, meta: RequestMeta): Promise<LoanMessageDto> {
    const result = await this.dataSource.transaction(async (m) => {
      const loan = await this.ownLoan(m, me, loanNumber, true);
      const rows = await this.scheduleOf(m, loan.id);
      const now = this.clock.now();
      const option = cancellationOption(loan, now, this.config.loanOps.coolingOffDays, paidOf(rows) > 0);
      if (option === null) throw new ConflictException(LOAN_MESSAGES.cannotCancel);
      if (option === 'FREE') {
        await this.transition(m, loan, 'CANCELLED', { cancelledAt: now, closedAt: now, closureReason: 'MEMBER_CANCELLED' }, now);
      } else {
        // Cooling-off (SPEC §7): the principal goes back from the wallet, no interest, no fee;
        // 409 'Your wallet balance is not enough for this.' rolls everything back.
        await this.ledger.repayFromWallet(m, {
          loanId: loan.id,
          memberId: loan.memberId,
          principal: loan.amountPhp,
          interest: 0,
          paymentKey: 'cooling-off',
          loanNumber: loan.loanNumber,
        });
        await this.transition(m, loan, 'PAID_OFF', { cancelledAt: now, closedAt: now, closureReason: 'COOLING_OFF' }, now);
      }
      await this.audit.record({ actorId: me.id, action: 'loan.cancel', target: loan.id, meta, details: { loanNumber: loan.loanNumber, option } }, m);
      return { loanId: loan.id, option };
    });
    return {
      message: result.option === 'FREE' ? LOAN_MESSAGES.cancelledFree : LOAN_MESSAGES.cancelledCoolingOff,
      loan: await this.view(result.loanId),
    };
  }

  // ------------------------------------------------------------------ the one way a status changes

  /**
   * Moves a loan (whose row the caller has locked in `m`) to `to`, only along the domain's
   * LOAN_TRANSITIONS and only from the status it was read with.
   */
  async transition(m: EntityManager, loan: LoanEntity, to: LoanStatus, changes: Partial<LoanEntity>, now: Date): Promise<void> {
    assertTransition(loan.status, to);
    const result = await m
      .createQueryBuilder()
      .update(LoanEntity)
      .set({ ...changes, status: to, updatedAt: now })
      .where('id = :id AND status = :from', { id: loan.id, from: loan.status })
      .execute();
    if (result.affected !== 1) throw new ConflictException('This loan was changed at the same time. Please try again.');
    Object.assign(loan, changes, { status: to, updatedAt: now });
  }
}
