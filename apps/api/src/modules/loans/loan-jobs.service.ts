import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { dueDates, formatCentavos, manilaIsoDate } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { KycService } from '../kyc/kyc.service';
import { MembersService } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { LoanEntity } from './loan.entities';
import { autoApprovable } from './loan.rules';
import { LoansRepository } from './loans.repository';
import { LoansService } from './loans.service';
import { OfficerLoansService } from './officer-loans.service';

const INTERVAL_NAME = 'loan-jobs';
/** At most this many loans per job per tick, so that one tick stays short. */
const BATCH = 100;

export interface JobsRun {
  disbursed: number;
  approved: number;
}

/**
 * The loan jobs (docs/product.md §4, ARCHITECTURE example 13), safe with several API instances:
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
export class LoanJobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LoanJobsService.name);
  /** The timer's run in progress, if any (awaited on shutdown so that it never outlives the database). */
  private inflight: Promise<void> | null = null;

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
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.loanOps.jobsEnabled) return;
    const timer = setInterval(() => void this.timedTick(), this.config.loanOps.pollS * 1000);
    timer.unref();
    this.scheduler.addInterval(INTERVAL_NAME, timer);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    await this.inflight;
  }

  /** The timer's run: never two at once in this process (other processes are handled by the locks). */
  private timedTick(): Promise<void> {
    if (this.inflight) return this.inflight;
    this.inflight = this.tick()
      .then(() => undefined)
      .catch((error: Error) => this.logger.error(`Loan jobs failed: ${error.message}`))
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
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
    const failed: string[] = [];
    let count = 0;
    for (let i = 0; i < BATCH; i++) {
      let claimed: string | null = null;
      try {
        const done = await this.dataSource.transaction(async (m) => {
          const now = this.clock.now();
          const cutoff = new Date(now.getTime() - this.config.loanOps.disburseDelayS * 1000);
          const loan = await this.repository.claimToDisburse(cutoff, failed, m);
          if (!loan) return false;
          claimed = loan.id;
          await this.disburseLocked(m, loan, now);
          return true;
        });
        if (!done) break;
        count += 1;
      } catch (error) {
        this.logger.error(`Disbursement of loan ${claimed ?? '?'} failed: ${(error as Error).message}`);
        if (!claimed) throw error;
        failed.push(claimed);
      }
    }
    return count;
  }

  private async disburseLocked(m: EntityManager, loan: LoanEntity, now: Date): Promise<void> {
    const entry = await this.ledger.disburse(m, { loanId: loan.id, memberId: loan.memberId, amount: loan.amountPhp, loanNumber: loan.loanNumber });
    const dates = dueDates(now, loan.installmentCount).map(manilaIsoDate);
    await this.repository.setDueDates(loan.id, dates, m);
    await this.loans.transition(m, loan, 'DISBURSED', { disbursedAt: now }, now);
    await this.audit.record(
      { actorId: null, action: 'system.loan.disburse', target: loan.id, details: { loanNumber: loan.loanNumber, amountPhp: loan.amountPhp, entryId: entry.id, replayed: entry.replayed } },
      m,
    );
  }

  /** The SMS of each disbursed loan not yet told, claimed like the disbursements. */
  async sendDisbursementNotices(): Promise<number> {
    const failed: string[] = [];
    let count = 0;
    for (let i = 0; i < BATCH; i++) {
      let claimed: string | null = null;
      try {
        const done = await this.dataSource.transaction(async (m) => {
          const loan = await this.repository.claimToNotify(failed, m);
          if (!loan) return false;
          claimed = loan.id;
          // A loan already cancelled in its cooling-off period is not announced any more.
          if (loan.status === 'DISBURSED') {
            const member = await this.members.findOrFail(loan.memberId, m);
            const firstDue = await this.repository.firstDueDate(loan.id, m);
            await this.notifications.sendSms(
              member.phoneNumber,
              `${this.config.company.shortName}: PHP ${formatCentavos(loan.amountPhp)} from loan ${loan.loanNumber} is now in your wallet. ` +
                `Your first instalment of PHP ${formatCentavos(loan.instalment)} is due on ${firstDue ?? '-'}. ` +
                'We never ask for any payment to release or withdraw your money.',
            );
          }
          await this.repository.markDisbursementNotified(loan.id, this.clock.now(), m);
          return true;
        });
        if (!done) break;
        count += 1;
      } catch (error) {
        this.logger.error(`Disbursement SMS of loan ${claimed ?? '?'} failed: ${(error as Error).message}`);
        if (!claimed) throw error;
        failed.push(claimed);
      }
    }
    return count;
  }

  // ------------------------------------------------------------------ auto-approval

  async runAutoApproval(): Promise<number> {
    const ops = this.config.loanOps;
    if (!ops.autoApprove) return 0;
    const skipped: string[] = [];
    const approved: string[] = [];
    for (let i = 0; i < BATCH; i++) {
      let claimed: string | null = null;
      try {
        const outcome = await this.dataSource.transaction(async (m) => {
          // Only members whose KYC is VERIFIED: the KYC module gives the subquery.
          const loan = await this.repository.claimPendingReview(this.kyc.verifiedMemberIdsSql, skipped, m);
          if (!loan) return 'none' as const;
          claimed = loan.id;
          if (!autoApprovable({ kycStatusNow: 'VERIFIED', prescreen: loan.prescreen, maxDsr: ops.autoApproveMaxDsr })) return 'skip' as const;
          await this.officerLoans.approveLocked(m, loan, {}, { kind: 'system' });
          return 'approved' as const;
        });
        if (outcome === 'none') break;
        if (outcome === 'skip') skipped.push(claimed!);
        else approved.push(claimed!);
      } catch (error) {
        this.logger.error(`Auto-approval of loan ${claimed ?? '?'} failed: ${(error as Error).message}`);
        if (!claimed) throw error;
        skipped.push(claimed);
      }
    }
    for (const id of approved) await this.officerLoans.notifyApproved(id);
    return approved.length;
  }
}
