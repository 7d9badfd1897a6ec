import type { PayChannel } from '@halimbawa/domain';

/**
 * Xendit's payment channel codes (Payments API v3) and the channel this product records a payment
 * under. GCASH, PAYMAYA, 7ELEVEN, 7ELEVEN_CLIQQ, ECPAY, CEBUANA and BANK_TRANSFER (the Philippine
 * virtual account, paid by InstaPay or PESONet) are the codes Xendit's channel pages list;
 * BAYADCENTER is not confirmed (docs/integrations.md). The first code of a channel is the one this
 * product asks for: 7ELEVEN_CLIQQ, as Xendit's 7ELEVEN code is not reusable.
 */
const PAYMENT_CHANNELS: Readonly<Record<string, PayChannel>> = Object.freeze({
  GCASH: 'gcash',
  PAYMAYA: 'maya',
  '7ELEVEN_CLIQQ': 'seven-eleven',
  '7ELEVEN': 'seven-eleven',
  ECPAY: 'ecpay',
  CEBUANA: 'cebuana',
  BANK_TRANSFER: 'bank-transfer',
  BAYADCENTER: 'bayad',
});

/**
 * The channel of a Xendit payment by its channel code, or null for one this product does not take.
 * Another bank's virtual account (`*_VIRTUAL_ACCOUNT`) is recorded as InstaPay: Xendit's payment
 * does not say which rail the sender's bank used.
 */
export function payChannelOfXendit(channelCode: string): PayChannel | null {
  return Object.hasOwn(PAYMENT_CHANNELS, channelCode) ? PAYMENT_CHANNELS[channelCode] : /^[A-Z0-9]+_VIRTUAL_ACCOUNT$/.test(channelCode) ? 'instapay' : null;
}

/** The Xendit channel code asked for a channel of ours (the inverse of the above). */
export function xenditCodeOf(channel: PayChannel): string {
  return Object.entries(PAYMENT_CHANNELS).find(([, c]) => c === channel)?.[0] ?? 'BPI_VIRTUAL_ACCOUNT';
}
