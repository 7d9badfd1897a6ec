import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config';
import { JobTimer } from './job-timer';

/**
 * A job service whose `tick()` a JobTimer runs every JOBS_POLL_S seconds when LOAN_JOBS_ENABLED
 * (docs/product.md §4), started and stopped with the app. Tests and the dev routes call `tick()`
 * directly.
 */
export abstract class PolledJob implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  /** Aborted when the app shuts down: the claim loops finish the item in hand and claim no other. */
  protected readonly stopping = new AbortController();
  private readonly timer: JobTimer;

  protected constructor(
    scheduler: SchedulerRegistry,
    private readonly settings: AppConfig['loanOps'],
    intervalName: string,
  ) {
    this.timer = new JobTimer(scheduler, intervalName, this.logger, () => this.tick());
  }

  abstract tick(): Promise<unknown>;

  onApplicationBootstrap(): void {
    if (this.settings.jobsEnabled) this.timer.start(this.settings.pollS);
  }

  onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    return this.timer.stop();
  }
}
