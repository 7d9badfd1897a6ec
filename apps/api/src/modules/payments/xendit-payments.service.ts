import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isCallbackToken } from '../../adapters/xendit/callback-token';
import { centavosFromPesos, type XenditPayment, type XenditPaymentCallback } from '../../adapters/xendit/xendit-client';
import { payChannelOfXendit } from '../../adapters/xendit/xendit-channels';
import { XenditConnection } from '../../adapters/xendit/xendit.module';
import { AuditService } from '../../common/audit/audit.service';
import { Refusal } from '../../common/errors';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import { ChannelsService } from './channels.service';
import type { PaymentDiscrepancy, XenditPaymentCallbackResultDto } from './dto/channel.dto';

/** The metrics and audit name of callbacks that named Xendit. */
export const XENDIT = 'XENDIT';

/** The fields of a payment webhook this product reads, or null when the body is not one. */
function parseCallback(raw: Buffer): XenditPaymentCallback | null {
  try {
    const body = JSON.parse(raw.toString('utf8')) as Partial<XenditPaymentCallback> | null;
    const d = body?.data;
    if (typeof body?.event !== 'string' || !d || typeof d.payment_id !== 'string' || !/^[A-Za-z0-9_-]{3,64}$/.test(d.payment_id)) return null;
    if (typeof d.status !== 'string') return null;
    return body as XenditPaymentCallback;
  } catch {
    return null;
  }
}

/** Why the payment Xendit answers does not confirm what the webhook said, or null when it does. */
function discrepancyOf(claimed: XenditPayment, confirmed: XenditPayment | null): PaymentDiscrepancy | null {
  if (!confirmed) return 'NOT_FOUND';
  if (confirmed.status !== 'SUCCEEDED') return 'NOT_SUCCEEDED';
  if (confirmed.currency !== 'PHP' || claimed.currency !== confirmed.currency) return 'CURRENCY_DIFFERS';
  const amount = centavosFromPesos(confirmed.request_amount);
  if (amount === null || centavosFromPesos(claimed.request_amount) !== amount) return 'AMOUNT_DIFFERS';
  if (typeof confirmed.reference_id !== 'string' || !confirmed.reference_id || claimed.reference_id !== confirmed.reference_id) return 'REFERENCE_DIFFERS';
  if (!payChannelOfXendit(confirmed.channel_code)) return 'UNKNOWN_CHANNEL';
  return null;
}

/**
 * Xendit's payment webhooks (docs/integrations.md). The x-callback-token is a fixed token, not a
 * signature over the body, so the token only admits the call: the payment is then fetched back
 * from Xendit (GET /v3/payments/{payment_id}) and only what Xendit answers (amount, currency,
 * reference, status, channel) goes to the ledger, once per payment id (ChannelsService.receive).
 * A callback that Xendit's answer does not confirm credits nothing and lands in the
 * reconciliation queue (provider_payment_discrepancies), once per payment.
 */
@Injectable()
export class XenditPaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly channels: ChannelsService,
    private readonly xendit: XenditConnection,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  /** 404 without Xendit (generic adapter); 429 for an address turned away; 401, counted, for a wrong or missing token. */
  async admit(token: string | undefined, raw: Buffer, meta: RequestMeta): Promise<void> {
    if (!this.xendit.client) throw Refusal.notFound();
    await this.channels.turnAwayIfRefusedTooOften(XENDIT, meta);
    if (!isCallbackToken(this.config.paymentsProvider.xendit.callbackToken, token)) {
      await this.channels.refused(XENDIT, 'badCallbackToken', raw, meta);
      throw new Refusal(HttpStatus.UNAUTHORIZED, 'apiPayments.badCallbackToken');
    }
  }

  async paymentCallback(token: string | undefined, raw: Buffer | undefined, meta: RequestMeta): Promise<XenditPaymentCallbackResultDto> {
    const body = raw ?? Buffer.alloc(0);
    await this.admit(token, body, meta);
    const callback = parseCallback(body);
    if (!callback) throw Refusal.badRequest('apiPayments.badCallback');
    // Only a captured payment moves money; other events (a failed attempt) are acknowledged.
    if (callback.event !== 'payment.capture' || callback.data.status !== 'SUCCEEDED') return { credited: false, payment: null, discrepancy: null };
    const confirmed = await this.xendit.client!.payment(callback.data.payment_id).catch(() => {
      // Xendit retries a webhook that is not answered 2xx: it is confirmed then.
      throw Refusal.unavailable('apiPayments.providerUnavailable');
    });
    const discrepancy = discrepancyOf(callback.data, confirmed);
    if (discrepancy) {
      await this.queue(discrepancy, callback.data, confirmed, meta);
      return { credited: false, payment: null, discrepancy };
    }
    const payment = await this.channels.receive(
      payChannelOfXendit(confirmed!.channel_code)!,
      { transactionId: confirmed!.payment_id, reference: confirmed!.reference_id, amount: centavosFromPesos(confirmed!.request_amount)!, timestamp: new Date(confirmed!.updated ?? confirmed!.created) },
      meta,
    );
    return { credited: true, payment, discrepancy: null };
  }

  /** Into the reconciliation queue once per payment, with an audit event; a redelivery adds nothing. */
  private async queue(reason: PaymentDiscrepancy, claimed: XenditPayment, confirmed: XenditPayment | null, meta: RequestMeta): Promise<void> {
    const pick = (p: XenditPayment) => ({ reference_id: p.reference_id, request_amount: p.request_amount, currency: p.currency, channel_code: p.channel_code, status: p.status });
    await this.dataSource.transaction(async (m) => {
      const inserted: unknown[] = await m.query(
        `INSERT INTO provider_payment_discrepancies (provider, payment_id, reason, claimed, confirmed) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (provider, payment_id) DO NOTHING RETURNING id`,
        [XENDIT, claimed.payment_id, reason, JSON.stringify(pick(claimed)), confirmed ? JSON.stringify(pick(confirmed)) : null],
      );
      if (inserted.length === 0) return;
      await this.audit.record({ actorId: null, action: 'provider.payment.unconfirmed', target: claimed.payment_id, meta, details: { provider: XENDIT, reason, claimed: pick(claimed), confirmed: confirmed && pick(confirmed) } }, m);
    });
  }
}
