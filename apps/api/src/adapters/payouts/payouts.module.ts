import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { HttpPayoutProvider } from './http-payout-provider';
import { PayoutProvider } from './payout-provider';
import { SimulatedPayoutProvider } from './simulated-payout-provider';

/** The payout provider chosen by PAYOUT_PROVIDER: simulated (default outside production) or http. */
@Module({
  providers: [
    {
      provide: PayoutProvider,
      inject: [AppConfig, Clock],
      useFactory: (c: AppConfig, clock: Clock): PayoutProvider =>
        c.payouts.provider === 'http' && c.payouts.url
          ? new HttpPayoutProvider(c.payouts.url, c.payouts.token, c.payouts.timeoutMs)
          : new SimulatedPayoutProvider(clock, c.payouts.delayS),
    },
  ],
  exports: [PayoutProvider],
})
export class PayoutsModule {}
