import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExchangeRatesModule } from '../../adapters/exchange-rates/exchange-rates.module';
import { AdminCurrenciesController, CurrenciesController } from './currencies.controller';
import { CurrenciesService } from './currencies.service';
import { CURRENCY_ENTITIES } from './currency.entities';
import { RateCache } from './rate-cache';
import { RatesRefreshJob } from './rates-refresh.job';

/**
 * Currencies and exchange rates. ScheduleModule.forRoot() is registered HERE, once for the whole
 * API (it is global): other modules' jobs use @Interval / @Cron / SchedulerRegistry without
 * registering it again.
 */
@Module({
  imports: [ScheduleModule.forRoot(), TypeOrmModule.forFeature(CURRENCY_ENTITIES), ExchangeRatesModule],
  controllers: [CurrenciesController, AdminCurrenciesController],
  providers: [CurrenciesService, RateCache, RatesRefreshJob],
  exports: [CurrenciesService],
})
export class CurrenciesModule {}
