import { readExchangeRatesSettings } from './exchange-rates.config';
import { FakeExchangeRateSource } from './fake-exchange-rate-source';
import { HttpExchangeRateSource, parseProviderRates } from './http-exchange-rate-source';
import { StoredExchangeRateSource } from './stored-exchange-rate-source';

describe('readExchangeRatesSettings', () => {
  const read = (env: Record<string, string>, production = false) => {
    const problems: string[] = [];
    return { settings: readExchangeRatesSettings(env, problems, production), problems };
  };

  it('defaults to the stored rates', () => {
    expect(read({})).toEqual({ settings: { provider: 'stored', url: null, refreshS: 3600, timeoutMs: 5000 }, problems: [] });
  });

  it('takes an http provider with its URL', () => {
    expect(read({ RATES_PROVIDER: 'http', RATES_URL: 'https://api.frankfurter.app/latest?from=PHP', RATES_REFRESH_S: '900' }).settings).toEqual({
      provider: 'http',
      url: 'https://api.frankfurter.app/latest?from=PHP',
      refreshS: 900,
      timeoutMs: 5000,
    });
  });

  it('reports every problem', () => {
    expect(read({ RATES_PROVIDER: 'http' }).problems).toEqual(['RATES_URL is required when RATES_PROVIDER=http.']);
    expect(read({ RATES_PROVIDER: 'ftp' }).problems).toEqual(['RATES_PROVIDER must be one of stored, http, fake (got "ftp").']);
    expect(read({ RATES_PROVIDER: 'http', RATES_URL: 'ftp://x' }).problems).toEqual(['RATES_URL must be a URL starting with http:// or https://.']);
    expect(read({ RATES_REFRESH_S: '5' }).problems).toEqual(['RATES_REFRESH_S must be a whole number from 60 to 604800 (got "5").']);
    expect(read({ RATES_PROVIDER: 'fake' }, true).problems).toEqual(['RATES_PROVIDER=fake is not allowed in production.']);
  });
});

describe('parseProviderRates', () => {
  it.each([
    ['Frankfurter', { amount: 1, base: 'PHP', date: '2026-01-02', rates: { USD: 0.0172, JPY: 2.58, EUR: 0.015234567891234 } }],
    ['ExchangeRate-API open', { result: 'success', base_code: 'PHP', rates: { PHP: 1, USD: 0.0172, JPY: 2.58, EUR: 0.015234567891234 } }],
    ['ExchangeRate-API v6', { base_code: 'PHP', conversion_rates: { USD: '0.0172', JPY: 2.58, EUR: 0.015234567891234, bad: 1, XXX: -1 } }],
  ])('reads the %s shape', (_name, body) => {
    expect(parseProviderRates(body)).toEqual({ USD: '0.0172', JPY: '2.58', EUR: '0.0152345679' });
  });

  it('refuses rates that are not per 1 PHP, or no rates', () => {
    expect(() => parseProviderRates({ base: 'USD', rates: { PHP: 58 } })).toThrow(/per 1 PHP/);
    expect(() => parseProviderRates({ base: 'PHP' })).toThrow(/no rates/);
    expect(() => parseProviderRates('nope')).toThrow(/JSON object/);
  });
});

describe('the sources', () => {
  it('http: fetches the URL once per call, server side, with a timeout', async () => {
    const calls: string[] = [];
    const fetchFn = async (url: string, init: { signal: AbortSignal }) => {
      calls.push(url);
      expect(init.signal).toBeInstanceOf(AbortSignal);
      return { ok: true, status: 200, json: async () => ({ base: 'PHP', rates: { USD: 0.0175 } }) };
    };
    const source = new HttpExchangeRateSource('https://rates.example/latest?from=PHP', 1000, fetchFn);
    const fetched = await source.fetchRates();
    expect(fetched).toEqual({ source: 'http', fetchedAt: expect.any(Date), rates: { USD: '0.0175' } });
    expect(calls).toEqual(['https://rates.example/latest?from=PHP']);
  });

  it('http: a provider error is an error (the job logs it and keeps the stored rates)', async () => {
    const source = new HttpExchangeRateSource('https://rates.example/', 1000, async () => ({ ok: false, status: 503, json: async () => ({}) }));
    await expect(source.fetchRates()).rejects.toThrow('the rates provider answered 503');
  });

  it('stored: nothing to fetch; fake: fixed rates that tests can change', async () => {
    expect(await new StoredExchangeRateSource().fetchRates()).toBeNull();
    const at = new Date('2026-01-02T03:04:05Z');
    const fake = new FakeExchangeRateSource({ USD: '0.0175' }, () => at);
    fake.set('EUR', '0.016');
    expect(await fake.fetchRates()).toEqual({ source: 'fake', fetchedAt: at, rates: { USD: '0.0175', EUR: '0.016' } });
    expect(fake.calls).toBe(1);
  });
});
