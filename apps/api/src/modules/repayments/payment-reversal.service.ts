import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { FourEyesService, requestedAnswer, type Checker, type PendingAction } from '../four-eyes/four-eyes.service';
import { LedgerService } from '../ledger/ledger.service';
import { LoanAccountService } from '../loans/loan-account.service';
import { LoansService } from '../loans/loans.service';
import { withoutLatestPayment } from './payment-reversal.rules';
import { RepaymentEntity } from './repayment.entity';
import type { FourEyesRequestedDto } from '../four-eyes/dto/four-eyes.dto';
import { formatCentavos, t } from '@halimbawa/domain';
import { centavosTransformer } from '../../common/centavos.transformer';
import { pageOf, type PageRequest } from '../../common/paging';
import type { OfficerPaymentListDto, PaymentState } from './dto/payment-reversal.dto';
import { isUuid } from '../../common/uuid';
import { AppConfig } from '../../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { reversalText } from './receipts';

export const REVERSE_KIND = 'payment.reverse';

/** A reversed payment, as what follows it in other modules reads it. */
export interface ReversedPayment {
  repaymentId: string;
  /** The reversal's journal entry. */
  entryId: string;
  checker: Checker;
}
/** What another module does when a payment is reversed, in the checker's transaction (a refusal undoes the reversal). */
export type ReversalFollower = (m: EntityManager, reversed: ReversedPayment) => Promise<void>;

/**
 * Reversing a payment recorded by mistake (docs/collections.md): an officer asks, a second staff
 * member approves (four eyes, docs/decisions/016-four-eyes.md), and only then, in the checker's
 * transaction, the payment's journal entry is reversed by its own entry and the loan's schedule
 * and status go back to what they were before it. Only the loan's latest payment, never a pay-off.
 * Once committed, the borrower is told by SMS in their language.
 */
@Injectable()
export class PaymentReversalService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fourEyes: FourEyesService,
    private readonly ledger: LedgerService,
    private readonly accounts: LoanAccountService,
    private readonly loans: LoansService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {}

  private readonly logger = new Logger(PaymentReversalService.name);

  private readonly followers: ReversalFollower[] = [];

  onModuleInit(): void {
    this.fourEyes.register(REVERSE_KIND, {
      approve: (m, action, checker) => this.reverse(m, action, checker),
      afterCommit: (action) => (action.status === 'APPROVED' ? this.tellBorrower(action.subjectId) : Promise.resolve()),
      // The checker reads which payment of whose loan is undone, and why.
      describe: async (m, action, lang) => {
        const repayment = await m.findOneByOrFail(RepaymentEntity, { id: action.subjectId });
        const receipt = `${repayment.receiptNumber ?? ''} PHP ${formatCentavos(repayment.amount)}`.trim();
        return {
          memberId: repayment.memberId,
          loanNumber: typeof action.payload.loanNumber === 'string' ? action.payload.loanNumber : null,
          changes: [
            { field: 'payment', before: receipt, after: t(lang, 'consoleMoney.paymentStates.REVERSED') },
            { field: 'reason', before: null, after: String(action.payload.reason ?? '') },
          ],
        };
      },
    });
  }

  /** Called by a module whose records follow a payment's (a payment assigned out of suspense), in its onModuleInit. */
  onReversed(follower: ReversalFollower): void {
    this.followers.push(follower);
  }

  async request(officer: AuthMember, repaymentId: string, reasonInput: unknown, meta: RequestMeta): Promise<FourEyesRequestedDto> {
    const reason = typeof reasonInput === 'string' ? reasonInput.trim() : '';
    if (reason.length < 1 || reason.length > 500) refuseFields({ reason: { code: 'apiReversals.reason' } });
    const action = await this.dataSource.transaction(async (m) => {
      const repayment = await this.lockRepayment(m, repaymentId);
      await this.assertReversible(m, repayment);
      // The loan and the receipt ride along so the checker's inbox can say what is reversed.
      const loanNumber = (await this.loans.numbersOf([repayment.loanId])).get(repayment.loanId);
      const payload = { reason, loanNumber, receiptNumber: repayment.receiptNumber };
      return this.fourEyes.request(m, { kind: REVERSE_KIND, subjectId: repayment.id, payload, amount: repayment.amount, maker: officer, meta });
    });
    return requestedAnswer(action, officer, meta.lang, 'apiReversals.requested');
  }

  /**
   * A page of payments, newest first, each with its reversal (waiting or done): a loan's (all
   * sources) when `loanNumber` is given, else those received through a channel and recorded by staff,
   * across loans, `page.search` matching a loan number, a receipt number or the channel's reference.
   * Audited.
   */
  async list(staff: AuthMember, loanNumber: unknown, page: PageRequest, meta: RequestMeta): Promise<OfficerPaymentListDto> {
    const number = typeof loanNumber === 'string' ? loanNumber.trim().toUpperCase() : '';
    if (number.length > 40) refuseFields({ loanNumber: { code: 'repayment.loanNumber' } });
    // The channel's reference as its unique key keeps it (upper case, no spaces); receipt and loan numbers are upper case.
    const search = page.search === null ? null : page.search.toUpperCase().replace(/\s/g, '');
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT r.id, l.loan_number, r.receipt_number, r.amount, r.source, r.channel, r.external_ref, r.paid_off, r.created_at,
              v.repayment_id IS NOT NULL AS reversed, a.id AS action_id
         FROM repayments r
         JOIN loans l ON l.id = r.loan_id
         LEFT JOIN payment_reversals v ON v.repayment_id = r.id
         LEFT JOIN pending_actions a ON a.kind = $1 AND a.status = 'PENDING' AND a.subject_id = r.id::text
        WHERE ($2 = '' OR l.loan_number = $2)
          AND ($2 <> '' OR r.source = 'CHANNEL')
          AND ($6::text IS NULL OR l.loan_number = $6 OR r.receipt_number = $6 OR r.external_ref_key = $6)
          AND ($3::timestamptz IS NULL OR (r.created_at, r.id) < ($3::timestamptz, $4::uuid))
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT $5`,
      [REVERSE_KIND, number, page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1, search],
    );
    const { rows: payments, nextCursor } = pageOf(
      rows.map((r) => ({ ...r, createdAt: new Date(r.created_at) })),
      page.limit,
    );
    await this.audit.record({
      actorId: staff.id,
      action: 'officer.payments.list',
      target: number || null,
      meta,
      details: { paged: page.after !== null, count: payments.length, ...(search ? { search } : {}) },
    });
    return {
      payments: payments.map((r) => {
        const amount = centavosTransformer.from(r.amount) as number;
        const state: PaymentState = r.reversed ? 'REVERSED' : r.action_id ? 'REVERSAL_WAITING' : 'RECORDED';
        return {
          id: r.id,
          loanNumber: r.loan_number,
          receiptNumber: r.receipt_number,
          amount,
          amountText: formatCentavos(amount),
          source: r.source,
          channel: r.channel,
          externalRef: r.external_ref,
          paidOff: r.paid_off,
          paidAt: r.createdAt.toISOString(),
          state,
          actionId: state === 'REVERSAL_WAITING' ? r.action_id : null,
        };
      }),
      nextCursor,
    };
  }

  /** The checker's approval: everything checked again, then the reversal entry and the schedule, in one transaction. */
  private async reverse(m: EntityManager, action: PendingAction, checker: Checker): Promise<void> {
    const repayment = await this.lockRepayment(m, action.subjectId);
    const account = await this.accounts.lockById(m, repayment.loanId);
    if (!account) throw Refusal.notFound();
    await this.assertReversible(m, repayment);
    const before = withoutLatestPayment(account.instalments, { lateCharge: repayment.lateCharge, interest: repayment.interest, principal: repayment.principal });
    if (!before) throw Refusal.conflict('apiReversals.notLatest');
    const reason = String(action.payload.reason ?? '');
    const entry = await this.ledger.reverse(m, repayment.entryId, { description: `Reversal of payment ${repayment.receiptNumber ?? repayment.id} on loan ${account.loan.loanNumber}: ${reason}` });
    await this.accounts.restoreRows(m, account, before, { fromWallet: repayment.source === 'WALLET' ? repayment.amount : 0, now: this.clock.now() });
    // At the business date, as the payment itself: the receipt and the SMS say when it was reversed.
    await m.query(`INSERT INTO payment_reversals (repayment_id, entry_id, reason, requested_by, approved_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      repayment.id,
      entry.id,
      reason,
      action.makerId,
      checker.staff.id,
      this.clock.now(),
    ]);
    for (const follow of this.followers) await follow(m, { repaymentId: repayment.id, entryId: entry.id, checker });
    await this.audit.record(
      {
        actorId: checker.staff.id,
        action: 'payment.reversed',
        target: account.loan.id,
        meta: checker.meta,
        details: { repaymentId: repayment.id, receiptNumber: repayment.receiptNumber, amount: repayment.amount, entryId: entry.id, requestedBy: action.makerId, reason },
      },
      m,
    );
  }

  /** The SMS to the borrower: which payment no longer counts, what the loan owes now, and the money back in the wallet. A failure is logged: the reversal stands. */
  private async tellBorrower(repaymentId: string): Promise<void> {
    const repayment = await this.dataSource.manager.findOneByOrFail(RepaymentEntity, { id: repaymentId });
    const [[reversal], borrower] = await Promise.all([
      this.dataSource.query(`SELECT created_at FROM payment_reversals WHERE repayment_id = $1`, [repaymentId]) as Promise<{ created_at: Date }[]>,
      this.loans.borrowerOf(undefined, repayment.memberId),
    ]);
    const loan = await this.loans.view(repayment.loanId, borrower.language);
    const body = reversalText(borrower.language, {
      company: this.config.company.shortName,
      receiptNumber: repayment.receiptNumber ?? '-',
      loanNumber: loan.loanNumber,
      amount: repayment.amount,
      reversedAt: new Date(reversal.created_at),
      remaining: loan.balance.remaining,
      toWallet: repayment.source === 'WALLET' ? repayment.amount : 0,
    });
    await this.notifications.sendSms(borrower.phoneNumber, body).catch((e: Error) => this.logger.error(`Payment reversal SMS failed: ${e.message}`));
  }

  private async lockRepayment(m: EntityManager, id: string): Promise<RepaymentEntity> {
    const repayment = isUuid(id) ? await m.findOne(RepaymentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!repayment) throw Refusal.notFound();
    return repayment;
  }

  private async assertReversible(m: EntityManager, r: RepaymentEntity): Promise<void> {
    const [{ reversed, later }]: { reversed: boolean; later: boolean }[] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM payment_reversals WHERE repayment_id = $1) AS reversed,
              EXISTS (SELECT 1 FROM repayments p WHERE p.loan_id = $2 AND (p.created_at, p.id) > ($3, $1::uuid)
                        AND NOT EXISTS (SELECT 1 FROM payment_reversals v WHERE v.repayment_id = p.id)) AS later`,
      [r.id, r.loanId, r.createdAt],
    );
    if (reversed) throw Refusal.conflict('apiReversals.alreadyReversed');
    if (r.paidOff || r.rebate > 0 || r.interestRefund > 0) throw Refusal.conflict('apiReversals.payoff');
    if (later) throw Refusal.conflict('apiReversals.notLatest');
  }
}

interface PaymentRow {
  id: string;
  loan_number: string;
  receipt_number: string | null;
  amount: string;
  source: 'WALLET' | 'CHANNEL';
  channel: string | null;
  external_ref: string | null;
  paid_off: boolean;
  created_at: Date;
  reversed: boolean;
  action_id: string | null;
}
