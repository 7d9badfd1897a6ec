import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DUE_REMINDER_DAYS_BEFORE, formatCentavos, inDueReminderWindow, manilaIsoDate, owedTotal } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { LoanAccountService } from '../loans/loan-account.service';
import { BorrowerSms } from './borrower-sms';

/**
 * Reminders of a coming due date (docs/product.md §7): an SMS DUE_REMINDER_DAYS_BEFORE days before
 * an instalment falls due and one on the day, only from 8 am to 8 pm Manila time, to the borrower
 * (never to a reference), without a link, with the amount and the loan's payment reference. At most
 * one reminder a day per loan: the loan's per-day key (reminded_on) is the overdue reminders' too.
 * Safe with several instances (claimed FOR UPDATE SKIP LOCKED); the send is last, so a failed send
 * rolls the day's mark back and a later run tries again.
 */
@Injectable()
export class DueRemindersJob extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: LoanAccountService,
    private readonly sms: BorrowerSms,
    private readonly clock: Clock,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'due-reminders-job');
  }

  /** Answers how many reminders were sent. */
  async tick(): Promise<number> {
    const now = this.clock.now();
    if (!inDueReminderWindow(now)) return 0;
    const today = manilaIsoDate(now);
    const sent = await runClaimLoop(
      this.dataSource,
      this.logger,
      {
        what: 'Due date reminder of loan',
        claim: (m, skip) => this.accounts.claimToRemindOfDue(m, now, DUE_REMINDER_DAYS_BEFORE, skip),
        idOf: (c) => c.loan.id,
        process: async (m, { loan, instalment }) => {
          await this.accounts.markReminded(m, loan, now);
          const member = await this.sms.borrowerOf(loan, m);
          const key = instalment.dueDate === today ? 'apiReceipts.dueToday' : 'apiReceipts.dueSoon';
          await this.sms.send(m, member, [await this.sms.aboutLoan(m, loan, member, key, { amount: formatCentavos(owedTotal(instalment)), dueDate: instalment.dueDate })]);
        },
      },
      { stop: this.stopping.signal },
    );
    return sent.length;
  }
}
