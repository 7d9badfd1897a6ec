/**
 * Payment references (docs/decisions/015-payment-references.md): the number a borrower gives a
 * channel (GCash or Maya bills payment, a bank transfer's note, the cashier over the counter) so that
 * the money finds its loan or wallet by itself. Twelve digits: the kind (1 a loan, 2 a wallet),
 * a serial of ten digits, and a Luhn check digit that catches any one digit mistyped and almost
 * every two neighbours swapped, so a mistyped reference is refused at the channel's counter or lands
 * nowhere rather than on someone else's loan.
 */

export const PAYMENT_REFERENCE_KINDS = ['LOAN', 'WALLET'] as const;
export type PaymentReferenceKind = (typeof PAYMENT_REFERENCE_KINDS)[number];

const KIND_DIGIT: Record<PaymentReferenceKind, string> = { LOAN: '1', WALLET: '2' };
const SERIAL_DIGITS = 10;
export const PAYMENT_REFERENCE_PATTERN = /^[12][0-9]{11}$/;

/** The Luhn check digit of a string of digits (the digit that makes the whole pass the Luhn test). */
export function luhnCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError('digits only');
  let sum = 0;
  // From the right, every other digit doubled, starting with the rightmost (the check digit goes after it).
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The reference of the `serial`-th loan or wallet (serial from 1 to 9,999,999,999). */
export function paymentReference(kind: PaymentReferenceKind, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial >= 10 ** SERIAL_DIGITS) throw new RangeError('serial out of range');
  const body = KIND_DIGIT[kind] + String(serial).padStart(SERIAL_DIGITS, '0');
  return body + luhnCheckDigit(body);
}

/**
 * A reference as a person or a channel typed it (spaces and dashes allowed), or null when it is not
 * one: wrong length, a letter, or a check digit that does not match.
 */
export function parsePaymentReference(text: string): { reference: string; kind: PaymentReferenceKind } | null {
  const reference = String(text ?? '').replace(/[\s-]/g, '');
  if (!PAYMENT_REFERENCE_PATTERN.test(reference)) return null;
  if (luhnCheckDigit(reference.slice(0, -1)) !== Number(reference.slice(-1))) return null;
  return { reference, kind: reference[0] === KIND_DIGIT.LOAN ? 'LOAN' : 'WALLET' };
}

/** '100000000125' -> '1000 0000 0125': groups of four, as it is read aloud at a counter. */
export function formatPaymentReference(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The channels that take a payment reference and notify us of each payment
 * (POST /channels/:channel/notify): the name in the path, the code stored with the payment, and the
 * name borrowers know.
 */
export const PAY_CHANNELS = Object.freeze({
  gcash: { code: 'GCASH', name: 'GCash' },
  maya: { code: 'MAYA', name: 'Maya' },
  instapay: { code: 'INSTAPAY', name: 'InstaPay' },
  pesonet: { code: 'PESONET', name: 'PESONet' },
  'seven-eleven': { code: 'SEVEN_ELEVEN', name: '7-Eleven' },
  bayad: { code: 'BAYAD', name: 'Bayad' },
  ecpay: { code: 'ECPAY', name: 'ECPay' },
  cebuana: { code: 'CEBUANA', name: 'Cebuana' },
  'bank-transfer': { code: 'BANK_TRANSFER', name: 'Bank transfer' },
} as const);
export type PayChannel = keyof typeof PAY_CHANNELS;

/** The name borrowers know of a channel, by its code (a code staff record, such as BANK_DEPOSIT, as it is). */
export function channelNameOf(code: string): string {
  return Object.values(PAY_CHANNELS).find((c) => c.code === code)?.name ?? code;
}
export type PayChannelCode = (typeof PAY_CHANNELS)[PayChannel]['code'];

export function isPayChannel(value: unknown): value is PayChannel {
  return typeof value === 'string' && Object.hasOwn(PAY_CHANNELS, value);
}
