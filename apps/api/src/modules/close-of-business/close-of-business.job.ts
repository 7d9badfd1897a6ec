import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, daysPastDue, delinquencyBucket, manilaIsoDate } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { centavosOf } from '../../common/centavos.transformer';
import { Clock } from '../../common/clock';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { LoanAccountService, type LoanAccount } from '../loans/loan-account.service';
import { LoanAccrualsService, type LoanAccrued } from './loan-accruals.service';

/** Loans per batch: one short transaction each, so that the company's income accounts are never held long. */
export const CLOSE_OF_BUSINESS_BATCH = 50;

export type CloseOfBusinessStatus = 'RUNNING' | 'FAILED' | 'DONE';

/** One business day's close, as stored. */
export interface CloseOfBusinessRun {
  businessDate: string;
  status: CloseOfBusinessStatus;
  loansDone: number;
  interestAccrued: number;
  lateCharges: number;
  entriesPosted: number;
  startedAt: Date;
  finishedAt: Date | null;
  failedLoanNumber: string | null;
  failure: string | null;
}

/** What a run did: the days it closed, and where it stopped when it did not catch up. */
export interface CloseOfBusinessOutcome {
  closed: string[];
  /** UP_TO_DATE: every day through yesterday is closed; FAILED: a loan failed (named in the day's run); BUSY: another instance holds the day; STOPPED: shutting down. */
  outcome: 'UP_TO_DATE' | 'FAILED' | 'BUSY' | 'STOPPED';
  stoppedAt: string | null;
}

type DayOutcome = 'DONE' | 'FAILED' | 'BUSY' | 'STOPPED';

const RUN_COLUMNS = `to_char(business_date, 'YYYY-MM-DD') AS business_date, status, loans_done, interest_accrued, late_charges, entries_posted, started_at, finished_at, failed_loan_number, failure`;

interface RunRow {
  business_date: string;
  status: CloseOfBusinessStatus;
  loans_done: number;
  interest_accrued: string;
  late_charges: string;
  entries_posted: number;
  started_at: Date;
  finished_at: Date | null;
  failed_loan_number: string | null;
  failure: string | null;
}

const toRun = (r: RunRow): CloseOfBusinessRun => ({
  businessDate: r.business_date,
  status: r.status,
  loansDone: r.loans_done,
  interestAccrued: centavosOf(r.interest_accrued, 'interest_accrued'),
  lateCharges: centavosOf(r.late_charges, 'late_charges'),
  entriesPosted: r.entries_posted,
  startedAt: new Date(r.started_at),
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
  failedLoanNumber: r.failed_loan_number,
  failure: r.failure,
});

/**
 * The close of business (docs/decisions/030-close-of-business.md): once a Manila day has ended, every
 * loan running on it is brought up to date through that day (interest accrued, late charges fallen
 * due, its delinquency), then the day's portfolio snapshot is written and the day is DONE. Days are
 * closed in order, a missed one first; each day once, whatever the number of instances.
 *
 * The day's row in close_of_business_runs is the lock and the bookmark: each batch of loans (keyset
 * by id after the last one done) is one transaction that holds the row FOR UPDATE (another instance
 * skips it and answers BUSY), posts the batch and moves the bookmark. A failure rolls its batch back,
 * marks the day FAILED with the loan, and stops; the next run resumes at that batch. A kill leaves the
 * day RUNNING at its last committed batch, which the next run resumes the same way.
 */
@Injectable()
export class CloseOfBusinessJob extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: LoanAccountService,
    private readonly accruals: LoanAccrualsService,
    private readonly clock: Clock,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'close-of-business');
  }

  /** Runs every poll: two cheap reads once yesterday is closed. */
  tick(): Promise<CloseOfBusinessOutcome> {
    return this.run();
  }

  /** Closes every day not closed through yesterday (Manila), in order; `batchSize` for tests. */
  async run(options: { batchSize?: number } = {}): Promise<CloseOfBusinessOutcome> {
    const yesterday = addDays(manilaIsoDate(this.clock.now()), -1);
    const closed: string[] = [];
    for (let day = await this.nextDay(yesterday); day !== null; day = await this.nextDay(yesterday)) {
      const outcome = this.stopping.signal.aborted ? 'STOPPED' : await this.closeDay(day, options.batchSize ?? CLOSE_OF_BUSINESS_BATCH);
      if (outcome !== 'DONE') return { closed, outcome, stoppedAt: day };
      closed.push(day);
    }
    return { closed, outcome: 'UP_TO_DATE', stoppedAt: null };
  }

  /**
   * One loan's close of `day`, in its batch's transaction with the loan locked: its accruals through
   * the day and its delinquency on it.
   */
  async closeLoan(m: EntityManager, account: LoanAccount, day: string): Promise<LoanAccrued> {
    const accrued = await this.accruals.accrueThrough(m, account, day);
    const days = daysPastDue(account.instalments, day);
    const principal = account.instalments.reduce((s, r) => s + r.principal - r.paidPrincipal, 0);
    await m.query(
      `INSERT INTO loan_delinquency (loan_id, business_date, days_past_due, bucket, principal_outstanding) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (loan_id) DO UPDATE SET business_date = EXCLUDED.business_date, days_past_due = EXCLUDED.days_past_due, bucket = EXCLUDED.bucket, principal_outstanding = EXCLUDED.principal_outstanding`,
      [account.loan.id, day, days, delinquencyBucket(days), principal],
    );
    return accrued;
  }

  /** The last day closed and the latest runs, newest first (the console's panel). */
  async progress(limit = 10): Promise<{ lastClosedDate: string | null; runs: CloseOfBusinessRun[] }> {
    const rows: RunRow[] = await this.dataSource.query(`SELECT ${RUN_COLUMNS} FROM close_of_business_runs ORDER BY business_date DESC LIMIT $1`, [limit]);
    const [{ last }] = await this.dataSource.query(`SELECT to_char(max(business_date), 'YYYY-MM-DD') AS last FROM close_of_business_runs WHERE status = 'DONE'`);
    return { lastClosedDate: last, runs: rows.map(toRun) };
  }

  /** The first day not closed, through `yesterday`: one left unfinished, else the day after the last closed (yesterday the first time), its row created. */
  private async nextDay(yesterday: string): Promise<string | null> {
    const [open] = await this.dataSource.query(`SELECT to_char(business_date, 'YYYY-MM-DD') AS day FROM close_of_business_runs WHERE status <> 'DONE' ORDER BY business_date LIMIT 1`);
    if (open) return open.day <= yesterday ? open.day : null;
    const [{ last }] = await this.dataSource.query(`SELECT to_char(max(business_date), 'YYYY-MM-DD') AS last FROM close_of_business_runs`);
    const day = last ? addDays(last, 1) : yesterday;
    if (day > yesterday) return null;
    await this.dataSource.query(`INSERT INTO close_of_business_runs (business_date, status) VALUES ($1, 'RUNNING') ON CONFLICT (business_date) DO NOTHING`, [day]);
    return day;
  }

  private async closeDay(day: string, batchSize: number): Promise<DayOutcome> {
    // Loans disbursed before the day ended in Manila.
    const dayEnd = new Date(`${addDays(day, 1)}T00:00:00+08:00`);
    for (;;) {
      if (this.stopping.signal.aborted) return 'STOPPED';
      let current: LoanAccount | null = null;
      try {
        const step = await this.dataSource.transaction(async (m): Promise<DayOutcome | 'BATCH'> => {
          const [run]: { status: CloseOfBusinessStatus; last_loan_id: string | null }[] = await m.query(
            `SELECT status, last_loan_id FROM close_of_business_runs WHERE business_date = $1 FOR UPDATE SKIP LOCKED`,
            [day],
          );
          if (!run) return 'BUSY';
          if (run.status === 'DONE') return 'DONE';
          const batch = await this.accounts.lockRunningAfter(m, run.last_loan_id, dayEnd, batchSize);
          if (batch.length === 0) {
            await this.finish(m, day);
            return 'DONE';
          }
          const sum = { interest: 0, lateCharge: 0, entries: 0 };
          for (const account of batch) {
            current = account;
            const accrued = await this.closeLoan(m, account, day);
            sum.interest += accrued.interest;
            sum.lateCharge += accrued.lateCharge;
            sum.entries += accrued.entries;
          }
          await m.query(
            `UPDATE close_of_business_runs
                SET status = 'RUNNING', failure = NULL, failed_loan_id = NULL, failed_loan_number = NULL, last_loan_id = $2,
                    loans_done = loans_done + $3, interest_accrued = interest_accrued + $4, late_charges = late_charges + $5, entries_posted = entries_posted + $6
              WHERE business_date = $1`,
            [day, batch[batch.length - 1].loan.id, batch.length, sum.interest, sum.lateCharge, sum.entries],
          );
          return 'BATCH';
        });
        if (step !== 'BATCH') return step;
      } catch (error) {
        const loan = (current as LoanAccount | null)?.loan ?? null;
        const message = (error as Error).message || String(error);
        this.logger.error(`Close of business of ${day} failed at loan ${loan?.loanNumber ?? '?'}: ${message}`);
        await this.dataSource.query(
          `UPDATE close_of_business_runs SET status = 'FAILED', failed_loan_id = $2, failed_loan_number = $3, failure = $4 WHERE business_date = $1 AND status <> 'DONE'`,
          [day, loan?.id ?? null, loan?.loanNumber ?? null, message.slice(0, 500)],
        );
        return 'FAILED';
      }
    }
  }

  /** The day's portfolio snapshot from the delinquency of the loans closed on it, and the day DONE. */
  private async finish(m: EntityManager, day: string): Promise<void> {
    await m.query(
      `INSERT INTO portfolio_snapshots (business_date, loans_running, principal_outstanding, loans_past_due, par30_principal, par90_principal)
       SELECT $1::date, count(*)::int, COALESCE(SUM(principal_outstanding), 0), (count(*) FILTER (WHERE days_past_due > 0))::int,
              COALESCE(SUM(principal_outstanding) FILTER (WHERE days_past_due > 30), 0), COALESCE(SUM(principal_outstanding) FILTER (WHERE days_past_due > 90), 0)
         FROM loan_delinquency WHERE business_date = $1::date
       ON CONFLICT (business_date) DO NOTHING`,
      [day],
    );
    await m.query(`UPDATE close_of_business_runs SET status = 'DONE', finished_at = now(), failure = NULL WHERE business_date = $1`, [day]);
  }
}
