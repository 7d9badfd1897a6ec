import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Runs a job every `intervalS` seconds in this process, never two runs at once here (other
 * processes are kept apart by the claim loop's row locks); `stop()` awaits the run in progress so
 * that it never outlives the database. PolledJob wires it to the Nest lifecycle.
 */
export class JobTimer {
  private inflight: Promise<void> | null = null;

  constructor(
    private readonly scheduler: SchedulerRegistry,
    private readonly name: string,
    private readonly logger: Logger,
    private readonly run: () => Promise<unknown>,
  ) {}

  start(intervalS: number): void {
    const timer = setInterval(() => void this.tick(), intervalS * 1000);
    timer.unref();
    this.scheduler.addInterval(this.name, timer);
  }

  async stop(): Promise<void> {
    if (this.scheduler.doesExist('interval', this.name)) this.scheduler.deleteInterval(this.name);
    await this.inflight;
  }

  private tick(): Promise<void> {
    if (this.inflight) return this.inflight;
    this.inflight = this.run()
      .then(() => undefined)
      .catch((error: Error) => this.logger.error(`${this.name} failed: ${error.message}`))
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
