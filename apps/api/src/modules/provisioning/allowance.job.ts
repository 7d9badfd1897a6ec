import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { manilaIsoDate } from '@halimbawa/domain';
import { Clock } from '../../common/clock';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { AllowanceService, type AllowanceMeasurement } from './allowance.service';
import { previousMonthEnd } from './provisioning.rules';

/**
 * Re-measures the allowance for the month that ended last, from the first day after it (and on
 * every run after, posting nothing once it is measured: a missed day is caught up). The close of
 * business may call AllowanceService.remeasureAllowance itself; the measurement is once per month end.
 */
@Injectable()
export class AllowanceJob extends PolledJob {
  constructor(
    private readonly allowance: AllowanceService,
    private readonly clock: Clock,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'allowance-job');
  }

  tick(): Promise<AllowanceMeasurement> {
    return this.allowance.remeasureAllowance(previousMonthEnd(manilaIsoDate(this.clock.now())));
  }
}
