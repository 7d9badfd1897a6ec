import type { PayChannel } from '@halimbawa/domain';

/**
 * Xendit's payment channel codes (Payments API v3) and the channel this product records a payment
 * under. GCASH, PAYMAYA, 7ELEVEN, 7ELEVEN_CLIQQ and ECPAY are the codes Xendit's channel pages
 * list; BAYADCENTER is not confirmed (docs/integrations.md).
 */
const PAYMENT_CHANNELS: Readonly<Record<string, PayChannel>> = Object.freeze({
  GCASH: 'gcash',
  PAYMAYA: 'maya',
  '7ELEVEN': 'seven-eleven',
  '7ELEVEN_CLIQQ': 'seven-eleven',
  ECPAY: 'ecpay',
  BAYADCENTER: 'bayad',
});

/**
 * The channel of a Xendit payment by its channel code, or null for one this product does not take.
 * A bank transfer into a virtual account (`*_VIRTUAL_ACCOUNT`) is recorded as InstaPay: Xendit's
 * payment does not say which rail the sender's bank used.
 */
export function payChannelOfXendit(channelCode: string): PayChannel | null {
  return Object.hasOwn(PAYMENT_CHANNELS, channelCode) ? PAYMENT_CHANNELS[channelCode] : /^[A-Z0-9]+_VIRTUAL_ACCOUNT$/.test(channelCode) ? 'instapay' : null;
}

/** The Xendit channel code the dev simulator pays with for a channel of ours (the inverse of the above). */
export function xenditCodeOf(channel: PayChannel): string {
  return Object.entries(PAYMENT_CHANNELS).find(([, c]) => c === channel)?.[0] ?? 'BPI_VIRTUAL_ACCOUNT';
}
