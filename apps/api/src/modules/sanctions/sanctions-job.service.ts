import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SanctionsListSource } from '../../adapters/sanctions-list/sanctions-list-source';
import { Clock } from '../../common/clock';
import { PolledJob } from '../../common/jobs/polled-job';
import { AppConfig } from '../../config/app-config';
import { ComplianceService } from './compliance.service';
import { SanctionsListVersionEntity } from './sanctions.entities';
import { ScreeningService } from './screening.service';
import { UN_LIST_MAX_BYTES } from './un-list';

export interface SanctionsRun {
  /** Whether the list was fetched from SANCTIONS_LIST_URL in this run. */
  fetched: boolean;
  /** Members screened against new list versions. */
  screened: number;
}

/**
 * The scheduled sanctions work (docs/aml.md): fetches the UN list from SANCTIONS_LIST_URL once
 * SANCTIONS_REFRESH_S has passed since the last fetch, and screens every member against any list
 * version not yet screened (an upload, a designation, a fetch that changed something).
 */
@Injectable()
export class SanctionsJobService extends PolledJob {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly source: SanctionsListSource,
    private readonly compliance: ComplianceService,
    private readonly screening: ScreeningService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super(scheduler, config.loanOps, 'sanctions-jobs');
  }

  async tick(): Promise<SanctionsRun> {
    const fetched = await this.fetchIfDue();
    return { fetched, screened: await this.screening.rescreenForNewVersions(this.stopping.signal) };
  }

  private async fetchIfDue(): Promise<boolean> {
    if (!this.config.sanctions.url) return false;
    const last = await this.dataSource.manager.findOne(SanctionsListVersionEntity, { where: { origin: 'URL' }, order: { importedAt: 'DESC' } });
    if (last && this.clock.now().getTime() - last.importedAt.getTime() < this.config.sanctions.refreshS * 1000) return false;
    try {
      await this.compliance.importUn(await this.source.fetchList(UN_LIST_MAX_BYTES), 'URL', null);
      return true;
    } catch (error) {
      // The list in force stays; the next run tries again.
      this.logger.error(`Fetching the sanctions list failed: ${(error as Error).message}`);
      return false;
    }
  }
}
