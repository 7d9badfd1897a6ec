import { Injectable } from '@nestjs/common';
import { EWALLET_CHANNELS, PAY_CHANNELS, channelAmountRefusal, formatCentavos, formatPaymentReference, parseAmount, payOptionsFor, type FieldErrors, type Language, type PayChannel } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { xenditCodeOf } from '../../adapters/xendit/xendit-channels';
import { pesosFromCentavos } from '../../adapters/xendit/xendit-client';
import { XenditConnection } from '../../adapters/xendit/xendit.module';
import type { AuthMember } from '../../common/auth/auth-member';
import { Refusal, refuseFields } from '../../common/errors';
import { AppConfig, channelMaxIn } from '../../config/app-config';
import { LoansService } from '../loans/loans.service';
import type { EwalletCheckoutDto, EwalletPaymentRequestDto, PayOptionDto, PayPageDto } from './dto/pay.dto';
import { PaymentReferencesService } from './payment-references.service';
import { ProviderPaymentCodesService } from './provider-payment-codes.service';

const withText = (reference: string) => ({ reference, referenceText: formatPaymentReference(reference) });

/**
 * The Pay page (docs/product.md §7): the member's payment references, what the loan asks for now,
 * and each way to pay through the payment provider with the reference's own codes, offered only
 * where the channel takes the amount due (each channel's cap is a setting); and the e-wallet
 * payment requests made on demand for an amount, whose checkout the member is sent to.
 */
@Injectable()
export class PayService {
  constructor(
    private readonly references: PaymentReferencesService,
    private readonly codes: ProviderPaymentCodesService,
    private readonly loans: LoansService,
    private readonly xendit: XenditConnection,
    private readonly config: AppConfig,
  ) {}

  async page(me: AuthMember, lang: Language): Promise<PayPageDto> {
    const [loan, walletReference] = await Promise.all([this.repayable(me, lang), this.references.forWallet(me.id)]);
    const [walletCodes, loanCodes] = await Promise.all([this.codes.codesOf(walletReference), loan ? this.codes.codesOf(loan.reference) : null]);
    return {
      wallet: { ...withText(walletReference), options: this.options(null, walletCodes) },
      loan: loan ? { ...loan.view, ...withText(loan.reference), amountDueText: formatCentavos(loan.view.amountDue), options: this.options(loan.view.amountDue, loanCodes!) } : null,
      collection: { ...this.config.collection },
    };
  }

  /** A payment request at GCash or Maya for the loan's amount due (or the amount given), or a wallet's cash-in: where to send the member. */
  async ewallet(me: AuthMember, lang: Language, body: EwalletPaymentRequestDto): Promise<EwalletCheckoutDto> {
    const client = this.xendit.client;
    if (!client) throw Refusal.notFound();
    const errors: FieldErrors = {};
    const channel = body?.channel as PayChannel;
    if (!EWALLET_CHANNELS.includes(channel)) errors.channel = { code: 'apiPayments.ewalletOnly' };
    if (body?.target !== 'LOAN' && body?.target !== 'WALLET') errors.target = { code: 'apiPayments.target' };
    if (!this.returnUrlAllowed(body?.returnUrl)) errors.returnUrl = { code: 'apiPayments.returnUrl' };
    const typed = body?.amount === undefined || body.amount === '' ? null : parseAmount(String(body.amount));
    if ((body?.amount !== undefined && body.amount !== '' && (typed === null || typed <= 0)) || (body?.target === 'WALLET' && typed === null)) errors.amount = { code: 'apiPayments.amount' };
    refuseFields(errors);
    const loan = body.target === 'LOAN' ? await this.repayable(me, lang) : null;
    if (body.target === 'LOAN' && !loan) throw Refusal.conflict('apiPayments.nothingDue');
    const reference = loan ? loan.reference : await this.references.forWallet(me.id);
    const amount = typed ?? loan!.view.amountDue;
    const { code } = PAY_CHANNELS[channel];
    refuseFields({ amount: channelAmountRefusal(code, amount, channelMaxIn(this.config)(code)) ?? undefined });
    const request = await client
      .createPaymentRequest(randomUUID(), {
        reference_id: reference,
        type: 'PAY',
        country: 'PH',
        currency: 'PHP',
        request_amount: pesosFromCentavos(amount),
        capture_method: 'AUTOMATIC',
        channel_code: xenditCodeOf(channel),
        channel_properties: { success_return_url: body.returnUrl, failure_return_url: body.returnUrl },
        description: `Payment reference ${reference}`,
      })
      .catch(() => {
        throw Refusal.unavailable('apiPayments.providerUnavailable');
      });
    const redirect = ['WEB_URL', 'MOBILE_URL'].map((d) => request.actions?.find((a) => a.type === 'REDIRECT_CUSTOMER' && a.descriptor === d)).find(Boolean);
    if (!redirect || !/^https?:\/\//.test(redirect.value)) throw Refusal.unavailable('apiPayments.providerUnavailable');
    return { checkoutUrl: redirect.value, amount };
  }

  /** The loan that takes payments now, its reference and what the Pay page shows of it; null when none does. */
  private async repayable(me: AuthMember, lang: Language) {
    const latest = await this.loans.latestWithSchedule(me.id);
    const view = latest ? this.loans.viewOf(latest.loan, latest.schedule, lang) : null;
    if (!latest || !view?.balance.canRepay) return null;
    const b = view.balance;
    return {
      reference: await this.references.forLoan(latest.loan.id, me.id),
      view: {
        loanNumber: view.loanNumber,
        overdue: view.status === 'OVERDUE',
        nextDueDate: b.nextDueDate,
        nextDueAmount: b.nextDueAmount,
        nextDueAmountText: b.nextDueAmountText,
        lateChargesDue: b.lateChargesDue,
        lateChargesDueText: b.lateChargesDueText,
        payoffAmount: b.payoffAmount,
        payoffAmountText: b.payoffAmountText,
        amountDue: b.nextDueAmount > 0 ? b.nextDueAmount : b.payoffAmount,
      },
    };
  }

  private options(amount: number | null, codes: Map<PayChannel, string>): PayOptionDto[] {
    return payOptionsFor(amount, channelMaxIn(this.config)).map((o) => ({
      channel: o.channel,
      name: PAY_CHANNELS[o.channel].name,
      kind: o.kind,
      max: o.max,
      maxText: formatCentavos(o.max),
      available: o.refusal === null,
      reason: o.refusal ? { code: o.refusal.code, params: Object.fromEntries(Object.entries(o.refusal.params ?? {}).map(([k, v]) => [k, String(v)])) } : null,
      code: codes.get(o.channel) ?? null,
    }));
  }

  /** The web's own page to come back to: https (or http outside production), no credentials. */
  private returnUrlAllowed(value: unknown): value is string {
    if (typeof value !== 'string' || value.length > 255) return false;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || (!this.config.isProduction && url.protocol === 'http:')) && !url.username && !url.password;
    } catch {
      return false;
    }
  }
}
