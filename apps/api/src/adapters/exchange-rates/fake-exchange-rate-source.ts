import { ExchangeRateSource, type FetchedRates } from './exchange-rate-source';

/** Fixed, plausible rates per 1 PHP, for tests and offline demos. Tests may change them with set(). */
export const FAKE_RATES: Readonly<Record<string, string>> = {
  USD: '0.0175',
  EUR: '0.016',
  JPY: '2.5',
  SGD: '0.0230',
  GBP: '0.0135',
};

export class FakeExchangeRateSource extends ExchangeRateSource {
  readonly name = 'fake' as const;
  private rates: Record<string, string>;
  /** How many times the rates were fetched (tests check the job's use of the port). */
  calls = 0;

  constructor(
    rates: Record<string, string> = FAKE_RATES,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.rates = { ...rates };
  }

  set(currencyCode: string, rate: string): void {
    this.rates[currencyCode] = rate;
  }

  async fetchRates(): Promise<FetchedRates> {
    this.calls += 1;
    return { source: 'fake', fetchedAt: this.now(), rates: { ...this.rates } };
  }
}
