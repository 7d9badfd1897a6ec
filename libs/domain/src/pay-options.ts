/**
 * The ways the Pay page offers to pay a payment reference through the payment provider
 * (docs/integrations.md): e-wallets by a payment request made for the amount, counters by a
 * reusable payment code, bank transfers by a fixed virtual account. Each takes one payment up to
 * its channel's cap (a setting): an amount above it is not offered, and the page says why.
 */
import { channelAmountRefusal } from './amount-limits';
import type { Words } from './i18n/translate';
import { PAY_CHANNELS, type PayChannel } from './payment-reference';

export type PayOptionKind = 'EWALLET' | 'PAYMENT_CODE' | 'VIRTUAL_ACCOUNT';

/** In the order the Pay page lists them. */
export const PAY_OPTIONS: readonly { channel: PayChannel; kind: PayOptionKind }[] = Object.freeze([
  { channel: 'gcash', kind: 'EWALLET' },
  { channel: 'maya', kind: 'EWALLET' },
  { channel: 'seven-eleven', kind: 'PAYMENT_CODE' },
  { channel: 'ecpay', kind: 'PAYMENT_CODE' },
  { channel: 'cebuana', kind: 'PAYMENT_CODE' },
  { channel: 'bank-transfer', kind: 'VIRTUAL_ACCOUNT' },
]);

/** The e-wallets a payment request is made for. */
export const EWALLET_CHANNELS: readonly PayChannel[] = PAY_OPTIONS.filter((o) => o.kind === 'EWALLET').map((o) => o.channel);

/**
 * Each option for paying `amount` centavos (null: no amount is due, as a wallet's cash-in, and
 * every option is offered), with `maxOf(code)` the most its channel takes in one payment: why it
 * cannot take the amount, or null when it can.
 */
export function payOptionsFor(amount: number | null, maxOf: (code: string) => number): { channel: PayChannel; kind: PayOptionKind; max: number; refusal: Words | null }[] {
  return PAY_OPTIONS.map(({ channel, kind }) => {
    const { code } = PAY_CHANNELS[channel];
    const max = maxOf(code);
    return { channel, kind, max, refusal: amount === null ? null : channelAmountRefusal(code, amount, max) };
  });
}
