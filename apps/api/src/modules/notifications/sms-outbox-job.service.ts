import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runClaimLoop } from '../../common/jobs/claim-loop';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { SmsDelivery } from './sms-delivery';

/**
 * The SMS outbox job: every due row, one transaction each with the row locked (several API
 * instances skip each other's), is sent (queued: a round through the gateways, retried with
 * backoff) or checked (taken by a gateway: its status asked for).
 */
@Injectable()
export class SmsOutboxJobService extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: SmsDelivery,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'sms-outbox');
  }

  async tick(): Promise<{ processed: number }> {
    const done = await runClaimLoop(this.dataSource, this.logger, {
      what: 'SMS',
      claim: (m, skip) => this.delivery.claimDue(m, skip),
      idOf: (row) => row.id,
      process: (m, row) => this.delivery.process(m, row),
    }, { stop: this.stopping.signal });
    return { processed: done.length };
  }
}
