import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { HttpPayoutProvider } from './http-payout-provider';
import { PayoutProvider } from './payout-provider';
import { SimulatedPayoutProvider } from './simulated-payout-provider';
import { XenditConnection } from '../xendit/xendit.module';
import { XenditPayoutProvider } from '../xendit/xendit-payout-provider';

/**
 * The payout provider: Xendit (real or fake, PAYMENTS_PROVIDER); with the generic adapter, the one
 * PAYOUT_PROVIDER chooses: simulated (default outside production) or http.
 */
@Module({
  providers: [
    {
      provide: PayoutProvider,
      inject: [AppConfig, Clock, XenditConnection],
      useFactory: (c: AppConfig, clock: Clock, xendit: XenditConnection): PayoutProvider =>
        xendit.client
          ? new XenditPayoutProvider(xendit.client, clock)
          : c.payouts.provider === 'http' && c.payouts.url
          ? new HttpPayoutProvider(c.payouts.url, c.payouts.token, c.payouts.timeoutMs)
          : new SimulatedPayoutProvider(clock, c.payouts.delayS),
    },
  ],
  exports: [PayoutProvider],
})
export class PayoutsModule {}
