import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { dueDates, formatCentavos, manilaIsoDate } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { LedgerService } from '../ledger/ledger.service';
import { MemberEntity } from '../members/member.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { LoanEntity } from './loan.entities';
import { autoApprovable } from './loan.rules';
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
 * The loan jobs (SPEC §4, ARCHITECTURE example 13), safe with several API instances:
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
    private readonly loans: LoansService,
    private readonly officerLoans: OfficerLoansService,
    private readonly ledger: LedgerService,
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
          const rows: { id: string }[] = await m.query(
            `SELECT id FROM loans
              WHERE status = 'CONTRACT_SIGNED' AND signed_at <= $1 AND NOT (id = ANY($2::uuid[]))
              ORDER BY signed_at, id
              LIMIT 1
              FOR UPDATE SKIP LOCKED`,
            [cutoff, failed],
          );
          if (rows.length === 0) return false;
          claimed = rows[0].id;
          const loan = await m.findOneOrFail(LoanEntity, { where: { id: claimed } });
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
    await m.query(
      `UPDATE loan_schedule s SET due_date = d.due
         FROM unnest($2::int[], $3::date[]) AS d (number, due)
        WHERE s.loan_id = $1 AND s.number = d.number`,
      [loan.id, dates.map((_, i) => i + 1), dates],
    );
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
          const rows: { id: string }[] = await m.query(
            `SELECT id FROM loans
              WHERE disbursed_at IS NOT NULL AND disbursement_notified_at IS NULL AND NOT (id = ANY($1::uuid[]))
              ORDER BY disbursed_at, id
              LIMIT 1
              FOR UPDATE SKIP LOCKED`,
            [failed],
          );
          if (rows.length === 0) return false;
          claimed = rows[0].id;
          const loan = await m.findOneOrFail(LoanEntity, { where: { id: claimed } });
          // A loan already cancelled in its cooling-off period is not announced any more.
          if (loan.status === 'DISBURSED') {
            const member = await m.findOneOrFail(MemberEntity, { where: { id: loan.memberId } });
            const first = await m.query(`SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM loan_schedule WHERE loan_id = $1 AND number = 1`, [loan.id]);
            await this.notifications.sendSms(
              member.phoneNumber,
              `${this.config.company.shortName}: PHP ${formatCentavos(loan.amountPhp)} from loan ${loan.loanNumber} is now in your wallet. ` +
                `Your first instalment of PHP ${formatCentavos(loan.instalment)} is due on ${first[0]?.due ?? '-'}. ` +
                'We never ask for any payment to release or withdraw your money.',
            );
          }
          await m.update(LoanEntity, { id: loan.id }, { disbursementNotifiedAt: this.clock.now() });
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
          const rows: { id: string; kyc_status: string }[] = await m.query(
            `SELECT l.id, i.kyc_status FROM loans l JOIN member_identity i ON i.member_id = l.member_id
              WHERE l.status = 'PENDING_REVIEW' AND i.kyc_status = 'VERIFIED' AND NOT (l.id = ANY($1::uuid[]))
              ORDER BY l.applied_at, l.id
              LIMIT 1
              FOR UPDATE OF l SKIP LOCKED`,
            [skipped],
          );
          if (rows.length === 0) return 'none' as const;
          claimed = rows[0].id;
          const loan = await m.findOneOrFail(LoanEntity, { where: { id: claimed } });
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
