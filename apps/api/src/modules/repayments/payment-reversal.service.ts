import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { t } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { FourEyesService, toPendingActionDto, type Checker, type FourEyesHandler } from '../four-eyes/four-eyes.service';
import { LedgerService } from '../ledger/ledger.service';
import { LoanAccountService } from '../loans/loan-account.service';
import { withoutLatestPayment } from './payment-reversal.rules';
import { RepaymentEntity } from './repayment.entity';
import type { PaymentReversalRequestedDto } from './dto/payment-reversal.dto';

export const REVERSE_KIND = 'payment.reverse';
/** The waiting action as the four-eyes module hands it to a handler. */
type PendingAction = Parameters<FourEyesHandler['approve']>[1];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reversing a payment recorded by mistake (docs/collections.md): an officer asks, a second staff
 * member approves (four eyes, docs/decisions/016-four-eyes.md), and only then, in the checker's
 * transaction, the payment's journal entry is reversed by its own entry and the loan's schedule
 * and status go back to what they were before it. Only the loan's latest payment, never a pay-off.
 */
@Injectable()
export class PaymentReversalService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fourEyes: FourEyesService,
    private readonly ledger: LedgerService,
    private readonly accounts: LoanAccountService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register(REVERSE_KIND, { approve: (m, action, checker) => this.reverse(m, action, checker) });
  }

  async request(officer: AuthMember, repaymentId: string, reasonInput: unknown, meta: RequestMeta): Promise<PaymentReversalRequestedDto> {
    const reason = typeof reasonInput === 'string' ? reasonInput.trim() : '';
    if (reason.length < 1 || reason.length > 500) refuseFields({ reason: { code: 'apiReversals.reason' } });
    const action = await this.dataSource.transaction(async (m) => {
      const repayment = await this.lockRepayment(m, repaymentId);
      await this.assertReversible(m, repayment);
      return this.fourEyes.request(m, { kind: REVERSE_KIND, subjectId: repayment.id, payload: { reason }, amount: repayment.amount, maker: officer, meta });
    });
    return { message: t(meta.lang, 'apiReversals.requested'), action: toPendingActionDto(action, officer) };
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
    await m.query(`INSERT INTO payment_reversals (repayment_id, entry_id, reason, requested_by, approved_by) VALUES ($1, $2, $3, $4, $5)`, [
      repayment.id,
      entry.id,
      reason,
      action.makerId,
      checker.staff.id,
    ]);
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

  private async lockRepayment(m: EntityManager, id: string): Promise<RepaymentEntity> {
    const repayment = UUID.test(id) ? await m.findOne(RepaymentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
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
