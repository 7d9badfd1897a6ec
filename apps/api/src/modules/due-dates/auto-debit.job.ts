import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatCentavos, isAutoDebitTime } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { LoanAccountService } from '../loans/loan-account.service';
import { RepaymentsService } from '../repayments/repayments.service';
import { BorrowerSms } from './borrower-sms';

export interface AutoDebitRun {
  /** Loans that paid something from the wallet. */
  paid: number;
  /** Loans whose wallet was short (an SMS each). */
  short: number;
}

/**
 * Auto-debit (docs/product.md §7), for members who opted in (Settings): on an instalment's due date,
 * from 9 am Manila time, what is due is paid from the wallet as far as its balance goes
 * (RepaymentsService.autoDebit: the ledger, a receipt, the receipt SMS), and when the wallet falls
 * short an SMS says what is left and the payment reference. Once a day per loan (auto_debited_on),
 * claimed FOR UPDATE SKIP LOCKED; the SMS are sent last, in the item's transaction.
 */
@Injectable()
export class AutoDebitJob extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: LoanAccountService,
    private readonly repayments: RepaymentsService,
    private readonly sms: BorrowerSms,
    private readonly clock: Clock,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'auto-debit-job');
  }

  async tick(): Promise<AutoDebitRun> {
    const now = this.clock.now();
    if (!isAutoDebitTime(now)) return { paid: 0, short: 0 };
    const outcomes = await runClaimLoop(
      this.dataSource,
      this.logger,
      {
        what: 'Auto-debit of loan',
        claim: (m, skip) => this.accounts.claimToAutoDebit(m, now, skip),
        idOf: (account) => account.loan.id,
        process: async (m, account) => {
          const { due, paid, receipt } = await this.repayments.autoDebit(m, account, now);
          const member = await this.sms.borrowerOf(account.loan, m);
          const messages = receipt ? [receipt.body] : [];
          if (paid < due) {
            const vars = { paid: formatCentavos(paid), due: formatCentavos(due), left: formatCentavos(due - paid) };
            messages.push(await this.sms.aboutLoan(m, account.loan, member, 'apiReceipts.autoDebitShort', vars));
          }
          await this.sms.send(m, member, messages);
          return { paid: paid > 0, short: paid < due };
        },
      },
      { stop: this.stopping.signal },
    );
    return { paid: outcomes.filter((o) => o.paid).length, short: outcomes.filter((o) => o.short).length };
  }
}
