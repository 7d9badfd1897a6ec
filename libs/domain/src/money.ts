/**
 * Money as integer centavos in a JS `number` (always a safe integer). No floating-point arithmetic
 * ever touches a centavo: strings are parsed digit by digit and intermediate products use BigInt.
 */

/** Throws unless `c` is a safe integer (a valid amount of centavos, possibly negative). */
export function assertCentavos(c: number, what = 'amount'): number {
  if (typeof c !== 'number' || !Number.isSafeInteger(c)) {
    throw new RangeError(`${what} must be a safe integer number of centavos, got ${String(c)}`);
  }
  return c;
}

const GROUPED = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Parses a non-negative amount typed by a person into centavos: digits, optional en-US thousands
 * commas (correctly grouped), at most 2 decimals. Surrounding whitespace is ignored.
 * "150,000.50" -> 15000050; "150000" -> 15000000; "0.5" -> 50. Anything else -> null.
 */
export function parseAmount(text: string): number | null {
  if (typeof text !== 'string') return null;
  const m = GROUPED.exec(text.trim());
  if (!m) return null;
  const whole = m[1].replace(/,/g, '');
  const frac = (m[2] ?? '').padEnd(2, '0');
  const value = BigInt(whole) * 100n + BigInt(frac);
  if (value > MAX_SAFE) return null;
  return Number(value);
}

/**
 * Parses a non-negative decimal string (digits, optional dot and up to `scale` decimals, no
 * commas) into an integer scaled by 10^scale, as a BigInt. "56.1234" with scale 6 -> 56123400n.
 */
export function parseDecimal(text: string, scale: number): bigint | null {
  if (typeof text !== 'string' || !Number.isInteger(scale) || scale < 0) return null;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  if (frac.length > scale) return null;
  return BigInt(m[1]) * 10n ** BigInt(scale) + BigInt(frac.padEnd(scale, '0') || '0');
}

/** "1234567" -> "1,234,567": en-US grouping of a string of digits, without Intl (slow on BigInt, and on every amount an answer shows). */
export function groupThousands(digits: string): string {
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

function split(c: number): { sign: string; whole: bigint; cents: string } {
  assertCentavos(c);
  const b = BigInt(c);
  const abs = b < 0n ? -b : b;
  return { sign: b < 0n ? '-' : '', whole: abs / 100n, cents: String(abs % 100n).padStart(2, '0') };
}

/** 2575000 -> "25,750.00"; -5 -> "-0.05" (en-US grouping, always 2 decimals). */
export function formatCentavos(c: number): string {
  const { sign, whole, cents } = split(c);
  return `${sign}${groupThousands(whole.toString())}.${cents}`;
}

/** 2575000 -> "25750.00" (for form inputs and JSON). */
export function centavosToDecimal(c: number): string {
  const { sign, whole, cents } = split(c);
  return `${sign}${whole}.${cents}`;
}

/** Whole pesos to centavos, checked: 150000 -> 15000000. */
export function pesosToCentavos(pesos: number): number {
  if (!Number.isSafeInteger(pesos)) throw new RangeError(`pesos must be a safe integer, got ${pesos}`);
  return assertCentavos(pesos * 100);
}

/** Converts a BigInt result back to a checked safe-integer number. */
export function safeIntegerFrom(b: bigint, what = 'amount'): number {
  if (b > MAX_SAFE || b < -MAX_SAFE) throw new RangeError(`${what} out of safe integer range`);
  return Number(b);
}

/** ceil(a / b) for BigInts with b > 0 (a may be negative). */
export function ceilDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divisor must be positive');
  const q = a / b; // truncates toward zero
  return a % b !== 0n && a > 0n ? q + 1n : q;
}

/** floor(a / b) for BigInts with b > 0. */
export function floorDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new RangeError('divisor must be positive');
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** ceil(amount * bps / 10000): a rate in basis points applied to centavos, rounded up. */
export function applyBpsCeil(amount: number, bps: number): number {
  assertCentavos(amount);
  if (!Number.isSafeInteger(bps)) throw new RangeError('bps must be an integer');
  return safeIntegerFrom(ceilDiv(BigInt(amount) * BigInt(bps), 10000n));
}

/**
 * Splits `total` centavos into `parts` integer parts that sum exactly to `total`, spreading the
 * remainder one centavo at a time over the first parts: allocate(1000, 3) -> [334, 333, 333].
 * A negative total is split the same way with the signs reversed.
 */
export function allocate(total: number, parts: number): number[] {
  assertCentavos(total, 'total');
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError('parts must be a positive integer');
  const neg = total < 0;
  const abs = BigInt(neg ? -total : total);
  const n = BigInt(parts);
  const base = abs / n;
  const rem = Number(abs % n);
  const out: number[] = [];
  for (let i = 0; i < parts; i++) {
    const v = Number(base + (i < rem ? 1n : 0n));
    out.push(neg ? -v : v);
  }
  return out;
}

/**
 * Converts an amount in a currency to PHP centavos, with the rate given as units of the currency
 * per 1 PHP (docs/product.md §7: PHP amount = amount / rate), rounded half up to the centavo.
 * `rate` is a decimal string (up to 10 decimals), e.g. "0.017241".
 */
export function toPhpCentavos(amount: number, rate: string): number {
  assertCentavos(amount);
  const r = parseDecimal(rate, 10);
  if (r === null || r === 0n) throw new RangeError(`invalid exchange rate ${rate}`);
  const num = BigInt(amount) * 10n ** 10n;
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const q = (abs * 2n + r) / (2n * r);
  return safeIntegerFrom(neg ? -q : q);
}

/** Converts PHP centavos to the currency (amount × rate), rounded half up to the cent. */
export function fromPhpCentavos(php: number, rate: string): number {
  assertCentavos(php);
  const r = parseDecimal(rate, 10);
  if (r === null || r === 0n) throw new RangeError(`invalid exchange rate ${rate}`);
  const num = BigInt(php) * r;
  const neg = num < 0n;
  const abs = neg ? -num : num;
  const d = 10n ** 10n;
  const q = (abs * 2n + d) / (2n * d);
  return safeIntegerFrom(neg ? -q : q);
}
