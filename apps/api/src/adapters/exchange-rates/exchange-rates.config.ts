import { envReader, type Env } from '../../config/env-reader';

export interface ExchangeRatesSettings {
  /** stored (default): the table's rates (seeded, set by admins); http: a provider, fetched by a job; fake: fixed rates (tests, demos). */
  provider: 'stored' | 'http' | 'fake';
  /** RATES_URL: answers JSON with base PHP, e.g. {"base": "PHP", "rates": {"USD": 0.0172, ...}}. */
  url: string | null;
  /** RATES_REFRESH_S: seconds between fetches (default 3600, at least 60). */
  refreshS: number;
  /** RATES_TIMEOUT_MS: how long one fetch may take (default 5000). */
  timeoutMs: number;
}

/**
 * RATES_PROVIDER (stored | http | fake, default stored), RATES_URL (required for http),
 * RATES_REFRESH_S, RATES_TIMEOUT_MS. Problems are added to `problems` (loadConfig reports them all).
 */
export function readExchangeRatesSettings(env: Env, problems: string[], isProduction: boolean): ExchangeRatesSettings {
  const { read, int, oneOf, url: urlOf } = envReader(env, problems);
  const provider = oneOf('RATES_PROVIDER', ['stored', 'http', 'fake'] as const, 'stored');
  if (provider === 'fake' && isProduction) problems.push('RATES_PROVIDER=fake is not allowed in production.');
  const url = urlOf('RATES_URL', ['http:', 'https:']);
  if (provider === 'http' && read('RATES_URL') === undefined) problems.push('RATES_URL is required when RATES_PROVIDER=http.');
  return { provider, url, refreshS: int('RATES_REFRESH_S', 3600, 60, 604_800), timeoutMs: int('RATES_TIMEOUT_MS', 5000, 100, 60_000) };
}
