import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WITHDRAWAL_MIN_EXCLUSIVE, formatCentavos, maskAccountNumber, smsText } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { FailedAttempts } from '../../common/rate-limit';
import type { RequestMeta } from '../../common/request-meta';
import { said, type SaidMessage } from '../../common/said';
import { AppConfig } from '../../config/app-config';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionsService } from '../auth/sessions.service';
import { LedgerService } from '../ledger/ledger.service';
import { LoansService } from '../loans/loans.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { WithdrawalsService } from '../withdrawals/withdrawals.service';
import type { CloseAccountDto } from './dto/close-account.dto';

/**
 * A member closes their own account once nothing is open (docs/retention.md): confirmed with the
 * password, counted like a password change's failures. A wallet balance too small to withdraw (PHP 999
 * or less) is refunded to the confirmed account as part of closing; a larger one is withdrawn first.
 * Under the member's row lock and the wallet's,
 * so that no application, withdrawal or payment slips in between the checks and the closing. The
 * account is deactivated (no sign-in, every session ended, auto-debit off) and marked closed; its
 * records stay for their retention periods. An SMS confirms it.
 */
@Injectable()
export class AccountClosureService {
  private readonly logger = new Logger(AccountClosureService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: FailedAttempts,
    private readonly sessions: SessionsService,
    private readonly loans: LoansService,
    private readonly withdrawals: WithdrawalsService,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async close(me: AuthMember, body: CloseAccountDto, meta: RequestMeta): Promise<SaidMessage> {
    const password = typeof body.password === 'string' ? body.password : '';
    if (password === '') throw Refusal.fields({ password: { code: 'apiAccountClosure.password' } });
    await this.attempts.assertAllowed('chpwd', me.id, meta.ip);
    const member = await this.members.get(me.id);
    if (!(await this.hasher.verify(member.passwordHash, password))) {
      await this.attempts.recordFailure('chpwd', me.id, meta.ip);
      throw Refusal.fields({ password: { code: 'apiAccountClosure.password' } });
    }
    await this.attempts.recordSuccess('chpwd', me.id, meta.ip);

    const now = this.clock.now();
    const refund = await this.dataSource.transaction(async (m) => {
      await this.members.findForUpdate(me.id, m);
      const accounts = await this.ledger.lockMemberAccounts(m, me.id);
      const { wallet } = accounts;
      // The first thing that stops it, with what to do about it.
      const loan = await this.loans.openLoanOf(me.id, m);
      if (loan) {
        const repaying = loan.status === 'DISBURSED' || loan.status === 'OVERDUE' || loan.status === 'DEFAULTED' || loan.status === 'WRITTEN_OFF';
        throw Refusal.conflict(repaying ? 'apiAccountClosure.loanOpen' : 'apiAccountClosure.applicationPending', { loanNumber: loan.loanNumber });
      }
      const inFlight = await this.withdrawals.inFlightAmount(me.id, m);
      if (inFlight > 0) throw Refusal.conflict('apiAccountClosure.withdrawalPending', { amount: formatCentavos(inFlight) });
      // What can be withdrawn is withdrawn first (with its SMS code); what cannot is refunded here.
      if (wallet.balance > WITHDRAWAL_MIN_EXCLUSIVE) throw Refusal.conflict('apiAccountClosure.walletBalance', { amount: formatCentavos(wallet.balance) });
      const refund = wallet.balance > 0 ? await this.withdrawals.refundAtClosure(m, me.id, wallet.balance, accounts, meta) : null;
      await this.members.close(me.id, now, m);
      await this.sessions.revokeAll(me.id, null, m);
      await this.audit.record({ actorId: me.id, action: 'member.account.close', target: me.id, meta, details: { refundId: refund?.id ?? null } }, m);
      return refund;
    });
    await this.notifications
      .sendSms(member.phoneNumber, smsText(member.language, 'apiAccountClosure.sms', { company: this.config.company.shortName, date: now }))
      .catch((e: Error) => this.logger.error(`Account closure SMS failed: ${e.message}`));
    if (!refund) return { message: said('apiAccountClosure.closed') };
    const account = `${refund.bankName} ${maskAccountNumber(refund.accountNumber)}`;
    return { message: said('apiAccountClosure.closedRefund', { amount: formatCentavos(refund.amount), account }) };
  }
}
