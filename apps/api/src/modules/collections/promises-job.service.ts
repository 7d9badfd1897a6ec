import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { manilaIsoDate } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import { Clock } from '../../common/clock';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { LedgerReadings } from '../ledger/ledger-readings';
import { centavosOf } from '../../common/centavos.transformer';

/**
 * The promises job: once a promise's date has passed (Manila, business clock), it is KEPT when what
 * was repaid on the loan since the promise was made reaches the amount, else BROKEN. Each promise
 * is claimed with FOR UPDATE SKIP LOCKED and checked once, so several API instances never check one
 * twice. The timer runs it every JOBS_POLL_S seconds; `tick()` runs it now (tests, POST /dev/jobs/run {job: 'promises'}).
 */
@Injectable()
export class PromisesJobService extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerReadings,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'promises-job');
  }

  async tick(): Promise<{ kept: number; broken: number }> {
    const today = manilaIsoDate(this.clock.now());
    const result = { kept: 0, broken: 0 };
    while (!this.stopping.signal.aborted) {
      const checked = await this.dataSource.transaction(async (m) => {
        const [promise]: { id: string; loan_id: string; amount: string; created_at: Date }[] = await m.query(
          `SELECT id, loan_id, amount, created_at FROM promises_to_pay WHERE status = 'PENDING' AND promised_on < $1 ORDER BY promised_on, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [today],
        );
        if (!promise) return null;
        const paid = await this.ledger.collectedForLoan(promise.loan_id, promise.created_at);
        const status = paid >= centavosOf(promise.amount, 'promise amount') ? 'KEPT' : 'BROKEN';
        await m.query(`UPDATE promises_to_pay SET status = $2, paid = $3, checked_at = now() WHERE id = $1`, [promise.id, status, paid]);
        await this.audit.record({ actorId: null, action: 'collections.promise.checked', target: promise.loan_id, details: { promiseId: promise.id, status, paid } }, m);
        return status;
      });
      if (!checked) break;
      if (checked === 'KEPT') result.kept += 1;
      else result.broken += 1;
    }
    return result;
  }
}
