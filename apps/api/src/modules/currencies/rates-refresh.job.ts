import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ExchangeRateSource } from '../../adapters/exchange-rates/exchange-rate-source';
import { AppConfig } from '../../config/app-config';
import { BASE_CURRENCY } from './currencies.service';

// Any fixed number: with several API instances, one refresh runs at a time.
const REFRESH_LOCK_KEY = 7_310_551_300;
export const RATES_REFRESH_JOB = 'exchange-rates-refresh';

/**
 * Fetches rates from the configured source and caches them in exchange_rates with their time.
 * Scheduled when RATES_PROVIDER is http (or fake), every RATES_REFRESH_S and once at start-up;
 * with the stored default there is nothing to fetch and nothing is scheduled. A failed fetch is
 * logged and the stored rates stay in force.
 */
@Injectable()
export class RatesRefreshJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(RatesRefreshJob.name);

  constructor(
    private readonly source: ExchangeRateSource,
    private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.exchangeRates.provider === 'stored') return;
    const run = () => void this.refreshOnce().catch((e: Error) => this.logger.warn(`Exchange rates not refreshed: ${e.message}`));
    this.scheduler.addInterval(RATES_REFRESH_JOB, setInterval(run, this.config.exchangeRates.refreshS * 1000));
    run();
  }

  /** One refresh: the number of rates stored (0 when the source has nothing or another instance is refreshing). */
  async refreshOnce(): Promise<number> {
    const fetched = await this.source.fetchRates();
    if (!fetched) return 0;
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [REFRESH_LOCK_KEY]);
      if (!locked) return 0;
      const known: { currency_code: string }[] = await manager.query('SELECT currency_code FROM currencies WHERE currency_code <> $1', [BASE_CURRENCY]);
      const codes = known.map((k) => k.currency_code).filter((code) => fetched.rates[code] !== undefined);
      if (codes.length === 0) return 0;
      await manager.query(
        `INSERT INTO exchange_rates (currency_code, rate, source, fetched_at)
         SELECT code, rate::numeric, $3, $4 FROM unnest($1::text[], $2::text[]) AS t (code, rate)`,
        [codes, codes.map((c) => fetched.rates[c]), fetched.source, fetched.fetchedAt],
      );
      this.logger.log(`Stored ${codes.length} exchange rates from ${fetched.source}.`);
      return codes.length;
    });
  }
}
