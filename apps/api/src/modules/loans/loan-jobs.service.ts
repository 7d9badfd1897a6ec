import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { dueDates, formatCentavos, manilaIsoDate, smsText } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { KycService } from '../kyc/kyc.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { LoanEntity } from './loan.entities';
import { autoApprovable } from './loan.rules';
import { ScreeningService } from '../sanctions/screening.service';
import { LoansRepository } from './loans.repository';
import { LoansService } from './loans.service';
import { OfficerLoansService } from './officer-loans.service';

export interface JobsRun {
  disbursed: number;
  approved: number;
}

/**
 * The loan jobs (docs/product.md §4), safe with several API instances:
 *
 * - disbursement: CONTRACT_SIGNED loans whose signed_at + DISBURSE_DELAY_S has passed are claimed
 *   one at a time with FOR UPDATE SKIP LOCKED; each, in ONE transaction, gets its balanced journal
 *   entry (LedgerService.disburse, movement key `loan:<id>:disbursement`, unique), its status
 *   DISBURSED and its due dates from the disbursement date (Manila). A crash rolls the whole of it
 *   back and the loan is claimed again; a second instance skips the locked row, and after the
 *   commit no longer selects it; the unique movement key is the last guard.
 * - the disbursement SMS, after the commit, for loans not yet notified (so one lost in a crash
 *   is sent at the next tick);
 * - optional auto-approval (AUTO_APPROVE=true): KYC verified, age 18 to 80, DSR below the maximum.
 *
 * `tick()` runs them now (tests, POST /dev/jobs/run); a timer runs it every JOBS_POLL_S seconds
 * when LOAN_JOBS_ENABLED.
 */
@Injectable()
export class LoanJobsService extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: LoansRepository,
    private readonly loans: LoansService,
    private readonly officerLoans: OfficerLoansService,
    private readonly ledger: LedgerService,
    private readonly members: MembersService,
    private readonly kyc: KycService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly screening: ScreeningService,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'loan-jobs');
  }

  async tick(jobs: 'all' | 'disbursement' | 'auto-approval' = 'all'): Promise<JobsRun> {
    const approved = jobs === 'disbursement' ? 0 : await this.runAutoApproval();
    const disbursed = jobs === 'auto-approval' ? 0 : await this.runDisbursements();
    if (jobs !== 'auto-approval') await this.sendDisbursementNotices();
    return { disbursed, approved };
  }

  // ------------------------------------------------------------------ disbursement

  /** Disburses every due signed loan; returns how many this call disbursed. */
  async runDisbursements(): Promise<number> {
    const done = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Disbursement of loan',
      claim: (m, skip) => {
        const cutoff = new Date(this.clock.now().getTime() - this.config.loanOps.disburseDelayS * 1000);
        return this.repository.claimToDisburse(cutoff, skip, m);
      },
      idOf: (loan) => loan.id,
      process: (m, loan) => this.disburseLocked(m, loan, this.clock.now()),
    }, { stop: this.stopping.signal });
    return done.filter(Boolean).length;
  }

  /** Disburses the loan, unless sanctions screening holds its member (it waits, signed, until compliance decides). */
  private async disburseLocked(m: EntityManager, loan: LoanEntity, now: Date): Promise<boolean> {
    if (await this.screening.screen(m, loan.memberId, 'DISBURSEMENT')) return false;
    const entry = await this.ledger.disburse(m, { loanId: loan.id, memberId: loan.memberId, amount: loan.amountPhp, loanNumber: loan.loanNumber });
    const dates = dueDates(now, loan.installmentCount).map(manilaIsoDate);
    await this.repository.setDueDates(loan.id, dates, m);
    await this.loans.transition(m, loan, 'DISBURSED', { disbursedAt: now }, now);
    await this.audit.record(
      { actorId: null, action: 'system.loan.disburse', target: loan.id, details: { loanNumber: loan.loanNumber, amountPhp: loan.amountPhp, entryId: entry.id, replayed: entry.replayed } },
      m,
    );
    return true;
  }

  /** The SMS of each disbursed loan not yet told, claimed like the disbursements. */
  async sendDisbursementNotices(): Promise<number> {
    const done = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Disbursement SMS of loan',
      claim: (m, skip) => this.repository.claimToNotify(skip, m),
      idOf: (loan) => loan.id,
      process: async (m, loan) => {
        // A loan already cancelled in its cooling-off period is not announced any more.
        if (loan.status === 'DISBURSED') {
          const member = await this.members.findOrFail(loan.memberId, m);
          const firstDue = await this.repository.firstDueDate(loan.id, m);
          await this.notifications.sendSms(
            member.phoneNumber,
            smsText(member.language, 'apiSms.disbursed', {
              company: this.config.company.shortName,
              amount: formatCentavos(loan.amountPhp),
              loanNumber: loan.loanNumber,
              instalment: formatCentavos(loan.instalment),
              dueDate: firstDue ?? '-',
            }),
            m,
          );
        }
        await this.repository.markDisbursementNotified(loan.id, this.clock.now(), m);
      },
    }, { stop: this.stopping.signal });
    return done.length;
  }

  // ------------------------------------------------------------------ auto-approval

  async runAutoApproval(): Promise<number> {
    const ops = this.config.loanOps;
    if (!ops.autoApprove) return 0;
    const outcomes = await runClaimLoop(this.dataSource, this.logger, {
      what: 'Auto-approval of loan',
      // Only members whose KYC is VERIFIED: the KYC module gives the subquery.
      claim: (m, skip) => this.repository.claimPendingReview(this.kyc.verifiedMemberIdsSql, skip, m),
      idOf: (loan) => loan.id,
      process: async (m, loan) => {
        if (!autoApprovable({ kycStatusNow: 'VERIFIED', prescreen: loan.prescreen, maxDsr: ops.autoApproveMaxDsr })) return null;
        if (await this.screening.screen(m, loan.memberId, 'LOAN_APPROVAL')) return null;
        await this.officerLoans.approveLocked(m, loan, {}, { kind: 'system' });
        return loan.id;
      },
    }, { stop: this.stopping.signal });
    const approved = outcomes.filter((id): id is string => id !== null);
    for (const id of approved) await this.officerLoans.notifyApproved(id);
    return approved.length;
  }
}
