import { Global, Injectable, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { FakeXendit } from './fake-xendit';
import { XenditClient } from './xendit-client';

/** The paths Xendit's dashboard is given as webhook URLs (docs/integrations.md). */
export const XENDIT_WEBHOOK_PATHS = { payments: '/api/v2/providers/xendit/payments', payouts: '/api/v2/providers/xendit/payouts' } as const;

/**
 * The connection to Xendit chosen by PAYMENTS_PROVIDER: the real API at XENDIT_BASE_URL, or (fake)
 * a local server started with the app that speaks the same protocol and sends its webhooks to this
 * app's own address. With `generic` there is no client.
 */
@Injectable()
export class XenditConnection implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Xendit');
  readonly fake: FakeXendit | null;
  readonly client: XenditClient | null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: AppConfig,
    clock: Clock,
    private readonly http: HttpAdapterHost,
  ) {
    const { provider, xendit } = config.paymentsProvider;
    // The fake calls this API where it listens: loopback when it listens on every interface.
    const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
    const ownUrl = (path: string) => () => `http://${host}:${(this.http.httpAdapter.getHttpServer().address() as AddressInfo).port}${path}`;
    this.fake =
      provider === 'fake'
        ? new FakeXendit(clock, { secretKey: xendit.secretKey, callbackToken: xendit.callbackToken, payoutDelayS: config.payouts.delayS }, { payments: ownUrl(XENDIT_WEBHOOK_PATHS.payments), payouts: ownUrl(XENDIT_WEBHOOK_PATHS.payouts) })
        : null;
    const fake = this.fake;
    const baseUrl = fake ? () => fake.baseUrl : () => xendit.baseUrl ?? '';
    this.client = provider === 'generic' ? null : new XenditClient(baseUrl, xendit.secretKey, xendit.timeoutMs);
  }

  async onModuleInit(): Promise<void> {
    if (!this.fake) return;
    await this.fake.start();
    this.logger.log(`Fake Xendit listening on ${this.fake.baseUrl} (PAYMENTS_PROVIDER=fake)`);
    // With the jobs on (npm start) the fake sends its payout webhooks as payouts reach their end.
    if (this.config.loanOps.jobsEnabled) {
      this.timer = setInterval(() => void this.fake!.settleDuePayouts().catch((e: Error) => this.logger.warn(`Fake payout webhook failed: ${e.message}`)), this.config.loanOps.pollS * 1000);
      this.timer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.fake?.stop();
  }
}

@Global()
@Module({ providers: [XenditConnection], exports: [XenditConnection] })
export class XenditModule {}
