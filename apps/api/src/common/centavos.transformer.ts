import type { ValueTransformer } from 'typeorm';

const WHOLE = /^-?\d+$/;

/**
 * Centavos read back from the database: raw SQL gives bigint columns and sums as text, and a
 * plain `Number(...)` would quietly round a value past 2^53 or turn '' into 0. Refuses anything
 * that is not a safe whole number.
 */
export function centavosOf(value: string | number | bigint, what = 'centavos'): number {
  const n = typeof value === 'string' ? (WHOLE.test(value) ? Number(value) : NaN) : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} not a safe whole number: ${value}`);
  return n;
}

/**
 * A balance or a sum read for display or a check, never for arithmetic that is stored: a value past
 * the safe range (only a ledger written before it refused such entries holds one) reads as the
 * nearest safe bound with its sign, so that one account cannot fail every read of the books.
 * Anything else that is not a whole number is refused as centavosOf refuses it.
 */
export function centavosAtMost(value: string | number | bigint, what = 'centavos'): number {
  const text = String(value);
  if (WHOLE.test(text) && !Number.isSafeInteger(Number(text))) return text.startsWith('-') ? -Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER;
  return centavosOf(value, what);
}

/** bigint centavos <-> JS number; refuses a value that is not a safe integer. */
export const centavosTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of centavos: ${value}`);
    return String(value);
  },
  from: (value: string | null) => (value === null ? null : centavosOf(value, 'Stored centavos')),
};
