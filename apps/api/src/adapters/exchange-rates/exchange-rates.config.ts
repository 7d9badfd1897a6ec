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

type Env = Record<string, string | undefined>;

/**
 * RATES_PROVIDER (stored | http | fake, default stored), RATES_URL (required for http),
 * RATES_REFRESH_S, RATES_TIMEOUT_MS. Problems are added to `problems` (loadConfig reports them all).
 */
export function readExchangeRatesSettings(env: Env, problems: string[], isProduction: boolean): ExchangeRatesSettings {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };
  const raw = read('RATES_PROVIDER') ?? 'stored';
  let provider: ExchangeRatesSettings['provider'] = 'stored';
  if (raw === 'stored' || raw === 'http' || raw === 'fake') provider = raw;
  else problems.push(`RATES_PROVIDER must be one of stored, http, fake (got "${raw}").`);
  if (provider === 'fake' && isProduction) problems.push('RATES_PROVIDER=fake is not allowed in production.');

  const urlRaw = read('RATES_URL');
  let url: string | null = null;
  if (urlRaw !== undefined) {
    try {
      if (!['https:', 'http:'].includes(new URL(urlRaw).protocol)) throw new Error('protocol');
      url = urlRaw;
    } catch {
      problems.push('RATES_URL must be an http or https URL.');
    }
  }
  if (provider === 'http' && !url && urlRaw === undefined) problems.push('RATES_URL is required when RATES_PROVIDER=http.');
  return { provider, url, refreshS: int('RATES_REFRESH_S', 3600, 60, 604_800), timeoutMs: int('RATES_TIMEOUT_MS', 5000, 100, 60_000) };
}
