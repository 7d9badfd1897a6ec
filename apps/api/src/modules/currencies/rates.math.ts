/**
 * Exchange-rate arithmetic on decimal strings and BigInt, never floats (docs/product.md §0.3).
 * A rate is units of the currency per 1 PHP (docs/product.md §3, §7), stored as numeric(20, 10).
 */
import { groupThousands, parseDecimal } from '@halimbawa/domain';

export const RATE_SCALE = 10;
const SCALE = 10n ** BigInt(RATE_SCALE);
/** numeric(20, 10): at most 10 digits before the point. */
const MAX_SCALED = 10n ** 20n - 1n;

/** A scaled integer (value × 10^scale) as a decimal string without trailing zeros: 172000000n, 10 -> "0.0172". */
export function formatScaled(value: bigint, scale: number, options: { minDecimals?: number; group?: boolean } = {}): string {
  const neg = value < 0n;
  const abs = neg ? -value : value;
  const unit = 10n ** BigInt(scale);
  const whole = abs / unit;
  let frac = scale > 0 ? (abs % unit).toString().padStart(scale, '0') : '';
  frac = frac.replace(/0+$/, '');
  const min = options.minDecimals ?? 0;
  if (frac.length < min) frac = frac.padEnd(min, '0');
  const wholeText = options.group ? groupThousands(whole.toString()) : whole.toString();
  return `${neg ? '-' : ''}${wholeText}${frac ? `.${frac}` : ''}`;
}

/**
 * A rate typed by an admin or sent by a provider, checked and in canonical form: a positive
 * decimal with at most 10 decimals and 10 whole digits ("0.01720" -> "0.0172"), else null.
 * A JS number is accepted as its shortest decimal text (how it was written in the JSON).
 */
export function normaliseRate(input: unknown): string | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input <= 0) return null;
    text = expandExponent(String(input));
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const scaled = parseDecimal(text, RATE_SCALE);
  if (scaled === null || scaled <= 0n || scaled > MAX_SCALED) return null;
  return formatScaled(scaled, RATE_SCALE);
}

/**
 * A provider's number rounded half up to 10 decimals (providers send up to 17 significant
 * digits), as canonical text, or null when it is not a positive rate that fits numeric(20, 10).
 */
export function rateFromProvider(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? expandExponent(String(value)) : '') : value.trim();
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  let scaled = BigInt(m[1] + frac.slice(0, RATE_SCALE).padEnd(RATE_SCALE, '0'));
  if (frac.length > RATE_SCALE && Number(frac[RATE_SCALE]) >= 5) scaled += 1n;
  if (scaled <= 0n || scaled > MAX_SCALED) return null;
  return formatScaled(scaled, RATE_SCALE);
}

/** "1.5e-7" -> "0.00000015"; "2e+21" -> "2000000000000000000000"; plain text unchanged. */
export function expandExponent(text: string): string {
  const m = /^(\d+)(?:\.(\d+))?e([+-]?\d+)$/i.exec(text);
  if (!m) return text;
  const digits = m[1] + (m[2] ?? '');
  const point = m[1].length + Number(m[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/\.?0+$/, '') || '0';
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * The inverted rate shown to people (docs/product.md §7: 1 unit = 1/rate PHP), rounded half up to
 * `decimals` places: phpPerUnit("0.0172") -> "58.1395".
 */
export function phpPerUnit(rate: string, decimals = 4): string {
  const r = parseDecimal(rate, RATE_SCALE);
  if (r === null || r <= 0n) throw new RangeError(`invalid exchange rate ${rate}`);
  const unit = 10n ** BigInt(decimals);
  const q = (SCALE * unit * 2n + r) / (2n * r); // round(10^decimals / rate), half up
  return formatScaled(q, decimals, { minDecimals: decimals, group: true });
}

/**
 * '1 PHP = 0.0172 USD': the rate exactly as the loan arithmetic divides by it (PHP = amount / rate),
 * so that the PHP figure shown beside it is the amount divided by what is shown (a rounded PHP per
 * unit, 58.1395, would give another figure).
 */
export function exactRate(currencyCode: string, rate: string): string {
  return `1 PHP = ${rate} ${currencyCode}`;
}

/** '1 USD = 58.1395 PHP'. */
export function displayRate(currencyCode: string, rate: string): string {
  return `1 ${currencyCode} = ${phpPerUnit(rate)} PHP`;
}
