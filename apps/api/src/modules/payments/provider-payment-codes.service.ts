import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAY_OPTIONS, type PayChannel } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { xenditCodeOf } from '../../adapters/xendit/xendit-channels';
import { XenditConnection } from '../../adapters/xendit/xendit.module';
import { AppConfig } from '../../config/app-config';
import { XENDIT } from './xendit-payments.service';

/** The channels whose payment code (or virtual account) is made once per reference and kept. */
const CODE_OPTIONS = PAY_OPTIONS.filter((o) => o.kind !== 'EWALLET');

/**
 * The provider's objects behind a payment reference (docs/integrations.md): for each counter a
 * reusable payment code, and a fixed virtual account for bank transfers, each a Xendit payment
 * request of type REUSABLE_PAYMENT_CODE whose `reference_id` is the reference, so that every
 * payment made with it carries the reference back. Made the first time a page needs them, with an
 * idempotency key of the reference and channel (two pages at once, or a retry after a timeout, get
 * the same one), and kept in provider_payment_codes with Xendit's ids.
 */
@Injectable()
export class ProviderPaymentCodesService {
  private readonly logger = new Logger('PaymentCodes');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly xendit: XenditConnection,
    private readonly config: AppConfig,
  ) {}

  /**
   * The code of each counter and the virtual account number of `reference`, by channel. One the
   * provider could not make now is left out (the page says so) and asked for again next time;
   * without a provider (the generic adapter) there are none.
   */
  async codesOf(reference: string): Promise<Map<PayChannel, string>> {
    const client = this.xendit.client;
    if (!client) return new Map();
    const stored = await this.stored(reference);
    const missing = CODE_OPTIONS.filter((o) => !stored.has(xenditCodeOf(o.channel)));
    await Promise.all(
      missing.map(async ({ channel, kind }) => {
        const channelCode = xenditCodeOf(channel);
        try {
          const request = await client.createPaymentRequest(`code-${reference}-${channelCode}`, {
            reference_id: reference,
            type: 'REUSABLE_PAYMENT_CODE',
            country: 'PH',
            currency: 'PHP',
            channel_code: channelCode,
            channel_properties: { display_name: this.config.collection.billerName },
            description: `Payment reference ${reference}`,
          });
          const descriptor = kind === 'VIRTUAL_ACCOUNT' ? 'VIRTUAL_ACCOUNT_NUMBER' : 'PAYMENT_CODE';
          const action = request.actions?.find((a) => a.type === 'PRESENT_TO_CUSTOMER' && a.descriptor === descriptor);
          if (!action || typeof action.value !== 'string' || action.value.length < 1 || action.value.length > 64) throw new Error(`no ${descriptor} in the answer`);
          await this.dataSource.query(
            `INSERT INTO provider_payment_codes (reference, provider, channel_code, kind, payment_request_id, code) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [reference, XENDIT, channelCode, kind, request.payment_request_id, action.value],
          );
        } catch (error) {
          this.logger.warn(`The ${channelCode} code of a payment reference was not made now: ${(error as Error).message}`);
        }
      }),
    );
    const codes = missing.length ? await this.stored(reference) : stored;
    return new Map(CODE_OPTIONS.filter((o) => codes.has(xenditCodeOf(o.channel))).map((o) => [o.channel, codes.get(xenditCodeOf(o.channel))!]));
  }

  private async stored(reference: string): Promise<Map<string, string>> {
    const rows: { channel_code: string; code: string }[] = await this.dataSource.query(`SELECT channel_code, code FROM provider_payment_codes WHERE provider = $1 AND reference = $2`, [XENDIT, reference]);
    return new Map(rows.map((r) => [r.channel_code, r.code]));
  }
}
