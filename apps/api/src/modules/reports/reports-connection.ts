import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { dataSourceOptions } from '../../database/data-source-options';

/**
 * The connection the reports and exports read from: REPORTS_DATABASE_URL's (a read replica, its
 * own pool) when set, else the primary's. Only reads go through it: the audit row of each read is
 * written on the primary. What replica lag means for each report is in docs/scaling.md.
 */
@Injectable()
export class ReportsConnection implements OnModuleInit, OnModuleDestroy {
  readonly dataSource: DataSource;
  private readonly ownPool: boolean;

  constructor(config: AppConfig, @InjectDataSource() primary: DataSource) {
    this.ownPool = config.reportsDatabaseUrl !== null;
    this.dataSource = config.reportsDatabaseUrl === null ? primary : new DataSource(dataSourceOptions(config.reportsDatabaseUrl));
  }

  async onModuleInit(): Promise<void> {
    if (this.ownPool) await this.dataSource.initialize();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.ownPool && this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

/** The readings of the books and of the loans' ages, on the reports' connection. */
export const REPORTS_LEDGER = Symbol('REPORTS_LEDGER');
export const REPORTS_AGING = Symbol('REPORTS_AGING');
