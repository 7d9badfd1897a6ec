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

/** bigint centavos <-> JS number; refuses a value that is not a safe integer. */
export const centavosTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of centavos: ${value}`);
    return String(value);
  },
  from: (value: string | null) => (value === null ? null : centavosOf(value, 'Stored centavos')),
};
