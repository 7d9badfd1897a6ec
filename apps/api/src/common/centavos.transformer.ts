import type { ValueTransformer } from 'typeorm';

/** bigint centavos <-> JS number; refuses a value that is not a safe integer. */
export const centavosTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => {
    if (value === null || value === undefined) return value;
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of centavos: ${value}`);
    return String(value);
  },
  from: (value: string | null) => {
    if (value === null) return null;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw new RangeError(`Stored centavos out of range: ${value}`);
    return n;
  },
};
