import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { amountTooLarge, formatCentavos, parseAmount, t, type Language } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import type { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { FourEyesService, requestedAnswer, type ActionAbout, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { LedgerService } from '../ledger/ledger.service';
import { SYSTEM_ACCOUNTS } from '../ledger/ledger.types';
import { LoanAccountService, type LoanAccount } from '../loans/loan-account.service';
import { LoansService } from '../loans/loans.service';
import { NotificationsService } from '../notifications/notifications.service';
import { WAIVER_REASON_MAX, type LateChargeWaiverRequestDto } from './dto/late-charge-waiver.dto';

/** The four-eyes kind of a late charge waived (docs/decisions/033-servicing-screens.md). */
export const WAIVE_KIND = 'loan.late-charge.waive';

interface WaiverPayload {
  loanNumber: string;
  instalment: number;
  reason: string;
}

/**
 * Waiving an instalment's late charge (docs/product.md, Servicing): an officer asks, a second
 * staff member approves. The approval lowers what the instalment owes and, where the late charge
 * had been booked as earned, posts the correcting entry; the borrower is told by SMS.
 */
@Injectable()
export class LateChargeWaiversService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: LoanAccountService,
    private readonly loans: LoansService,
    private readonly ledger: LedgerService,
    private readonly fourEyes: FourEyesService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(WAIVE_KIND, {
      approve: (m, action, checker) => this.carryOut(m, action, checker),
      describe: (m, action, lang) => this.describe(m, action, lang),
    });
  }

  async ask(officer: AuthMember, loanNumberInput: string, body: LateChargeWaiverRequestDto, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    const instalment = typeof body.instalment === 'string' && /^\d{1,3}$/.test(body.instalment.trim()) ? Number(body.instalment.trim()) : 0;
    const amount = typeof body.amount === 'string' ? parseAmount(body.amount) : null;
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    refuseFields({
      instalment: instalment >= 1 ? undefined : { code: 'apiLateCharges.instalment' },
      amount: amount !== null && amount > 0 ? (amountTooLarge(amount) ?? undefined) : { code: 'apiLateCharges.amount' },
      reason: reason.length >= 1 && reason.length <= WAIVER_REASON_MAX ? undefined : { code: 'apiLateCharges.reason', params: { max: WAIVER_REASON_MAX } },
    });
    const loanNumber = loanNumberInput.trim().toUpperCase();
    const action = await this.dataSource.transaction(async (m) => {
      const account = await this.lockedAccount(m, loanNumber);
      const unpaid = this.unpaidCharge(account, instalment);
      if (amount! > unpaid) refuseFields({ amount: { code: 'apiLateCharges.amountAbove', params: { owed: formatCentavos(unpaid) } } });
      const payload: WaiverPayload = { loanNumber: account.loan.loanNumber, instalment, reason };
      return this.fourEyes.request(m, { kind: WAIVE_KIND, subjectId: account.loan.id, payload: { ...payload }, amount, maker: officer, meta });
    });
    return requestedAnswer(action, officer, meta.lang, 'apiLateCharges.requested');
  }

  /** The loan, locked and running: 404 unknown, 409 when it takes no payments (nothing can be owed). */
  private async lockedAccount(m: EntityManager, loanNumber: string): Promise<LoanAccount> {
    let account: LoanAccount | null;
    try {
      account = await this.accounts.lockByNumber(m, loanNumber);
    } catch (error) {
      if (error instanceof Refusal) throw Refusal.conflict('apiLateCharges.notRunning');
      throw error;
    }
    if (!account) throw Refusal.notFound('apiLateCharges.loanNotFound');
    return account;
  }

  /** The late charge the instalment still owes: 409 when there is none (or no such instalment). */
  private unpaidCharge(account: LoanAccount, number: number): number {
    const row = account.instalments.find((r) => r.number === number);
    const unpaid = row ? row.lateCharge - row.paidLateCharge : 0;
    if (unpaid <= 0) throw Refusal.conflict('apiLateCharges.nothingToWaive', { instalment: number });
    return unpaid;
  }

  /** The checker reads the late charge owed now and after, the instalment, and the maker's reason. */
  private async describe(m: EntityManager, action: PendingAction, lang: Language): Promise<ActionAbout> {
    const p = action.payload as unknown as WaiverPayload;
    const amount = action.amount ?? 0;
    const row = (await this.loans.scheduleOf(action.subjectId, m)).find((r) => r.number === p.instalment);
    const unpaid = row ? row.lateCharge - row.paidLateCharge : null;
    const stillPending = action.status === 'PENDING';
    return {
      memberId: await this.loans.memberOfLoanNumber(p.loanNumber),
      loanNumber: p.loanNumber,
      changes: [
        { field: 'instalment', before: null, after: t(lang, 'apiLateCharges.instalmentDue', { number: p.instalment, dueDate: row?.dueDate ?? '' }) },
        {
          field: 'lateCharge',
          before: unpaid === null ? null : `PHP ${formatCentavos(stillPending ? unpaid : unpaid + amount)}`,
          after: unpaid === null ? null : `PHP ${formatCentavos(stillPending ? Math.max(0, unpaid - amount) : unpaid)}`,
        },
        { field: 'waived', before: null, after: `PHP ${formatCentavos(amount)}` },
        { field: 'reason', before: null, after: p.reason },
      ],
    };
  }

  /**
   * The checked waiver: the instalment owes less, the correcting entry where the charge was booked
   * as earned (at most what the loan's late charges receivable still holds), the SMS queued with it.
   */
  private async carryOut(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const p = action.payload as unknown as WaiverPayload;
    const amount = action.amount ?? 0;
    const account = await this.lockedAccount(m, p.loanNumber);
    const unpaid = account.instalments.find((r) => r.number === p.instalment);
    if (!unpaid || unpaid.lateCharge - unpaid.paidLateCharge < amount) throw Refusal.conflict('apiLateCharges.changed');
    const { loan } = account;
    const now = this.clock.now();
    await this.accounts.waiveLateCharge(m, account, p.instalment, amount, now);
    const booked = -(await this.ledger.loanBalanceOn(loan.id, SYSTEM_ACCOUNTS.LATE_CHARGES_RECEIVABLE, m));
    const correction = Math.min(amount, booked);
    const entry = correction > 0 ? await this.ledger.waiveLateCharge(m, { loanId: loan.id, memberId: loan.memberId, amount: correction, waiverId: action.id, loanNumber: loan.loanNumber }) : null;
    await this.audit.record(
      {
        actorId: checker.staff.id,
        action: 'loan.late-charge.waive',
        target: loan.id,
        about: loan.memberId,
        meta: checker.meta,
        details: { loanNumber: loan.loanNumber, instalment: p.instalment, amount, makerId: action.makerId, entryId: entry?.id ?? null, corrected: correction > 0 ? correction : 0 },
      },
      m,
    );
    const borrower = await this.loans.borrowerOf(m, loan.memberId);
    const text = t(borrower.language, 'apiLateCharges.sms', { company: this.config.company.shortName, amount: formatCentavos(amount), loanNumber: loan.loanNumber, instalment: p.instalment });
    await this.notifications.sendSms(borrower.phoneNumber, text, m);
  }
}
