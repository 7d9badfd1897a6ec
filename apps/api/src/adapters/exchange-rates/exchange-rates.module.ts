import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ExchangeRateSource } from './exchange-rate-source';
import { FakeExchangeRateSource } from './fake-exchange-rate-source';
import { HttpExchangeRateSource } from './http-exchange-rate-source';
import { StoredExchangeRateSource } from './stored-exchange-rate-source';

/** The exchange-rate source chosen by RATES_PROVIDER: stored (default), http or fake. */
@Module({
  providers: [
    {
      provide: ExchangeRateSource,
      inject: [AppConfig],
      useFactory: (c: AppConfig): ExchangeRateSource => {
        const s = c.exchangeRates;
        if (s.provider === 'http' && s.url) return new HttpExchangeRateSource(s.url, s.timeoutMs);
        if (s.provider === 'fake') return new FakeExchangeRateSource();
        return new StoredExchangeRateSource();
      },
    },
  ],
  exports: [ExchangeRateSource],
})
export class ExchangeRatesModule {}
