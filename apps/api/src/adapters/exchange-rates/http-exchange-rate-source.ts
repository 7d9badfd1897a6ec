import { rateFromProvider } from '../../modules/currencies/rates.math';
import { ExchangeRateSource, type FetchedRates } from './exchange-rate-source';

type FetchFn = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Reads the provider's answer: JSON with the base currency PHP and a map of rates per 1 PHP.
 * Accepts the common shapes: {"base": "PHP", "rates": {...}} (Frankfurter, exchangerate.host),
 * {"base_code": "PHP", "rates": {...}} (ExchangeRate-API open access), {"base_code": "PHP",
 * "conversion_rates": {...}} (ExchangeRate-API v6). Rates that are not positive numbers are skipped.
 */
export function parseProviderRates(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) throw new Error('the rates provider did not answer a JSON object');
  const b = body as Record<string, unknown>;
  const base = b.base ?? b.base_code ?? b.source;
  if (base !== 'PHP') throw new Error(`the rates provider must quote per 1 PHP (base ${String(base)})`);
  const map = b.rates ?? b.conversion_rates;
  if (typeof map !== 'object' || map === null) throw new Error('the rates provider answered no rates');
  const out: Record<string, string> = {};
  for (const [code, value] of Object.entries(map as Record<string, unknown>)) {
    if (!/^[A-Z]{3}$/.test(code) || code === 'PHP') continue;
    const rate = rateFromProvider(value);
    if (rate) out[code] = rate;
  }
  return out;
}

/** RATES_PROVIDER=http: fetches RATES_URL (server side, from the refresh job only). */
export class HttpExchangeRateSource extends ExchangeRateSource {
  readonly name = 'http' as const;

  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
    private readonly fetchFn: FetchFn = fetch as unknown as FetchFn,
  ) {
    super();
  }

  async fetchRates(): Promise<FetchedRates> {
    const res = await this.fetchFn(this.url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`the rates provider answered ${res.status}`);
    return { source: 'http', fetchedAt: new Date(), rates: parseProviderRates(await res.json()) };
  }
}
