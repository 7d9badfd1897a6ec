/**
 * Upper bounds on money (ARCHITECTURE convention 32): every amount that enters has one, so that
 * nothing a request stores can take the books past what they add up exactly.
 */
import type { Words } from './i18n/translate';
import { formatCentavos } from './money';
import { channelNameOf } from './payment-reference';

/**
 * The most any one amount that enters may be: a payment, a cash-in, a settlement row, a withdrawal,
 * a promise to pay, a setting (PHP 10,000,000.00, twice the largest loan we offer by default).
 * A channel takes less (CHANNEL_MAX_CENTAVOS).
 */
export const MAX_AMOUNT_CENTAVOS = 1_000_000_000;

/**
 * The ledger's range: no account's balance may go past ±2^48 centavos (about PHP 2.8 trillion). The
 * books add fewer than 32 such balances in any one sum (every wallet together is less than the
 * company's accounts; a trial balance has eight rows), so every sum stays below 2^53, exact in a
 * JS number.
 */
export const LEDGER_BALANCE_LIMIT_CENTAVOS = 2 ** 48;

/**
 * The most one payment through each channel may be, in centavos, from the providers' published
 * per-transaction caps (docs/collections.md names the sources; where none is published, the
 * product-wide maximum). Keyed by the channel's code (PAY_CHANNELS, and the channels staff record).
 */
export const CHANNEL_MAX_CENTAVOS: Readonly<Record<string, number>> = Object.freeze({
  GCASH: 10_000_000, // PHP 100,000
  MAYA: 10_000_000, // PHP 100,000
  INSTAPAY: 5_000_000, // PHP 50,000: the InstaPay scheme's cap
  PESONET: MAX_AMOUNT_CENTAVOS, // no scheme-wide cap; banks set their own
  SEVEN_ELEVEN: 5_000_000, // PHP 50,000
  BAYAD: 5_000_000, // PHP 50,000: not published; as the other counters
  ECPAY: 5_000_000, // PHP 50,000
  CEBUANA: 3_000_000, // PHP 30,000
  BANK_TRANSFER: MAX_AMOUNT_CENTAVOS, // a transfer into the provider's virtual account: no cap below the product's
  OVER_THE_COUNTER: 5_000_000, // PHP 50,000: the counters' cap
  BANK_DEPOSIT: MAX_AMOUNT_CENTAVOS, // a deposit at the bank's counter: no channel cap
});

/** The most a channel (by code) takes in one payment: its cap, never above the product-wide maximum. */
export function channelMaxCentavos(code: string): number {
  return Math.min(Object.hasOwn(CHANNEL_MAX_CENTAVOS, code) ? CHANNEL_MAX_CENTAVOS[code] : MAX_AMOUNT_CENTAVOS, MAX_AMOUNT_CENTAVOS);
}

/**
 * Why `amount` (centavos) is refused, beside its field, or null when it is within `max` (the
 * product-wide maximum unless a channel's cap is given with its display name).
 */
export function amountTooLarge(amount: number, limit: { max?: number; channel?: string } = {}): Words | null {
  const max = Math.min(limit.max ?? MAX_AMOUNT_CENTAVOS, MAX_AMOUNT_CENTAVOS);
  if (amount <= max) return null;
  const params = { max: formatCentavos(max) };
  // A channel whose cap is the product-wide maximum is told as that maximum.
  return limit.channel && max < MAX_AMOUNT_CENTAVOS ? { code: 'amountLimit.channel', params: { ...params, channel: limit.channel } } : { code: 'amountLimit.product', params };
}

/**
 * Why one payment of `amount` (centavos) through the channel `code` is refused: past its cap (the
 * published one unless the lender's setting `max` is given), or null.
 */
export function channelAmountRefusal(code: string, amount: number, max = channelMaxCentavos(code)): Words | null {
  return amountTooLarge(amount, { max, channel: channelNameOf(code) });
}

/** A channel's settlement file (officer reconciliation): the most transactions and bytes one may hold. */
export const SETTLEMENT_FILE_MAX_ROWS = 5_000;
export const SETTLEMENT_FILE_MAX_KB = 512;
