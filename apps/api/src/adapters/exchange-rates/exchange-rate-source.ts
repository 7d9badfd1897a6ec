/** Fresh rates from a source: units of each currency per 1 PHP, as decimal text (never floats). */
export interface FetchedRates {
  source: 'http' | 'fake';
  fetchedAt: Date;
  /** currency code -> rate, canonical decimal text with at most 10 decimals ("0.0172"). */
  rates: Record<string, string>;
}

/**
 * Port: where new exchange rates come from. The exchange_rates table is the cache and the truth
 * that GET /rates, the calculator and loans read; a source only adds rows to it, from the
 * scheduled refresh job (never from a request, never from the browser).
 */
export abstract class ExchangeRateSource {
  abstract readonly name: 'stored' | 'http' | 'fake';
  /** Fresh rates, or null when this source has nothing to add to the table. May throw on network errors. */
  abstract fetchRates(): Promise<FetchedRates | null>;
}
