import { ExchangeRateSource, type FetchedRates } from './exchange-rate-source';

/**
 * The default: the rates are the ones stored in the table (seeded, then set by admins with
 * POST /admin/rates). Nothing is fetched and no job runs.
 */
export class StoredExchangeRateSource extends ExchangeRateSource {
  readonly name = 'stored' as const;

  async fetchRates(): Promise<FetchedRates | null> {
    return null;
  }
}
