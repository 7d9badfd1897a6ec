import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatBps, formatCentavos, inReminderWindow, owedTotal, smsText, type Language } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { LoanAccountService, type OverdueCheck } from '../loans/loan-account.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';

export interface OverdueRun {
  /** Loans checked this run (each at most once a Manila day). */
  checked: number;
  /** Reminders sent this run (each loan at most one a Manila day). */
  reminded: number;
}

/**
 * The overdue job (docs/product.md §4, §7), safe with several API instances and idempotent per
 * Manila day: loans are claimed one at a time with FOR UPDATE SKIP LOCKED and carry per-day keys
 * (overdue_checked_on, reminded_on), so a second run the same day, here or elsewhere, does nothing.
 *
 * - check: instalments unpaid 3 days after their due date are marked overdue with the capped late
 *   charge, and the loan moves to OVERDUE (paying it back moves it to DISBURSED: LoanAccountService);
 * - remind: one SMS a day to the borrower (never to a reference), only from 6 am to 10 pm Manila
 *   time, without a link. Outside those hours nothing is marked, so the day's reminder goes later.
 *
 * The timer runs it every JOBS_POLL_S seconds (a run with nothing to do is two cheap queries);
 * `tick()` runs it now (tests, POST /dev/jobs/overdue).
 */
@Injectable()
export class OverdueJobService extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: LoanAccountService,
    private readonly members: MembersService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'overdue-job');
  }

  async tick(): Promise<OverdueRun> {
    const checked = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Overdue check of loan',
      claim: (m, skip) => this.accounts.claimToCheckOverdue(m, this.clock.now(), skip),
      idOf: (loan) => loan.id,
      process: (m, loan) => this.accounts.markOverdue(m, loan, this.clock.now()),
    }, { stop: this.stopping.signal });
    const now = this.clock.now();
    if (!inReminderWindow(now)) return { checked: checked.length, reminded: 0 };
    const reminded = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Overdue reminder of loan',
      claim: (m, skip) => this.accounts.claimToRemind(m, now, skip),
      idOf: (c) => c.loan.id,
      process: async (m, c) => {
        await this.accounts.markReminded(m, c.loan, now);
        // Queued with the day's mark: both commit or neither.
        if (c.overdue.length > 0) {
          const member = await this.members.findOrFail(c.loan.memberId, m);
          await this.notifications.sendSms(member.phoneNumber, this.reminderText(c, member.language), m);
        }
      },
    }, { stop: this.stopping.signal });
    return { checked: checked.length, reminded: reminded.length };
  }

  /** No link (docs/product.md §7), the amount with its late charges, the cap, and no request to pay anyone but the lender. */
  private reminderText(c: OverdueCheck, lang: Language): string {
    const owed = c.overdue.reduce((s, r) => s + owedTotal(r), 0);
    return smsText(lang, 'apiSms.overdue', {
      company: this.config.company.shortName,
      owed: formatCentavos(owed),
      loanNumber: c.loan.loanNumber,
      since: c.overdue[0].dueDate,
      rate: formatBps(this.config.loanOps.lateChargeBpsPerMonth),
    });
  }
}
