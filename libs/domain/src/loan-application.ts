/**
 * A loan application, written once for the API and the web (docs/product.md §2, §7, §8): pricing an
 * amount typed in any currency, and every text the two say about loans.
 */
import { clampAmount, quoteLoan, type LoanQuote, type LoanSettings } from './loan';
import { formatCentavos, fromPhpCentavos, toPhpCentavos } from './money';
import { DEFAULT_LANGUAGE, sectionTexts, t, type Language, type Words } from './i18n/translate';

/** The loan texts in `lang`. */
/*#__NO_SIDE_EFFECTS__*/
export function loanMessages(lang: Language) {
  return { notActivated: sectionTexts(lang, 'form').incomplete, ...sectionTexts(lang, 'loan') };
}

export const LOAN_MESSAGES = loanMessages(DEFAULT_LANGUAGE);

export interface PricedLoan {
  /** Centavos of the currency, after raising or lowering. */
  amount: number;
  /** PHP centavos, after raising or lowering: the principal. */
  amountPhp: number;
  /** True when the amount in the currency changed (raised to the minimum or lowered to the maximum). */
  clamped: boolean;
  /** The limit the amount was raised (MINIMUM) or lowered (MAXIMUM) to, compared in PHP; null within them. */
  limit: 'MINIMUM' | 'MAXIMUM' | null;
  /** The bounds in centavos of the currency (minPhp × rate, maxPhp × rate). */
  minAmount: number;
  maxAmount: number;
  quote: LoanQuote;
}

/** PHP centavos of `amount` at `rate` (units per 1 PHP), or null when the rate cannot convert it. */
function toPhpOrNull(amount: number, rate: string): number | null {
  try {
    return toPhpCentavos(amount, rate);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** `php` in centavos of the currency; the PHP figure itself when the rate cannot convert it. */
function fromPhpOrSame(php: number, rate: string): number {
  try {
    return fromPhpCentavos(php, rate);
  } catch (error) {
    if (error instanceof RangeError) return php;
    throw error;
  }
}

/**
 * Prices an amount in a currency (docs/product.md §7): PHP = amount / rate; below the minimum it is
 * raised, above the maximum lowered (compared in PHP), and the amount in the currency is then the
 * bound × rate; the figures are quoteLoan on the PHP principal. An amount the rate cannot convert
 * (too large) is lowered to the maximum. `amount` null (nothing usable typed yet): the minimum.
 */
export function priceLoan(amount: number | null, rate: string, months: number, settings: LoanSettings): PricedLoan {
  const minAmount = fromPhpOrSame(settings.minPhp, rate);
  const maxAmount = fromPhpOrSame(settings.maxPhp, rate);
  if (amount === null) {
    const quote = quoteLoan(settings.minPhp, months, settings.monthlyRateBps);
    return { amount: minAmount, amountPhp: settings.minPhp, clamped: false, limit: null, minAmount, maxAmount, quote };
  }
  const php = toPhpOrNull(amount, rate);
  const amountPhp = php === null ? settings.maxPhp : clampAmount(php, settings);
  const priced = amountPhp === php ? amount : fromPhpOrSame(amountPhp, rate);
  return {
    amount: priced,
    amountPhp,
    clamped: priced !== amount,
    limit: php === null || php > settings.maxPhp ? 'MAXIMUM' : php < settings.minPhp ? 'MINIMUM' : null,
    minAmount,
    maxAmount,
    quote: quoteLoan(amountPhp, months, settings.monthlyRateBps),
  };
}

/** What a limit note says of an amount: the limit it was brought to, the bounds in its currency and in PHP. */
export type LimitedAmount = Pick<PricedLoan, 'limit' | 'minAmount' | 'maxAmount' | 'amountPhp'>;

/**
 * An amount brought to a limit, as priceLoan would price one beyond it, without pricing it: the
 * calculator's script needs every currency's two notes, and a quote (its IRR) is not in them.
 */
export function atLimit(limit: 'MINIMUM' | 'MAXIMUM', rate: string, settings: LoanSettings): LimitedAmount {
  return {
    limit,
    minAmount: fromPhpOrSame(settings.minPhp, rate),
    maxAmount: fromPhpOrSame(settings.maxPhp, rate),
    amountPhp: limit === 'MINIMUM' ? settings.minPhp : settings.maxPhp,
  };
}

/**
 * Why an application's amount outside the limits is refused: the calculator raises or lowers it
 * visibly, but an application is for the amount the member saw ('The loan amount must be between
 * PHP 150,000.00 and PHP 5,000,000.00.').
 */
export function amountLimits(currency: string, priced: PricedLoan): Words {
  return { code: 'loanLimit.between', params: { min: `${currency} ${formatCentavos(priced.minAmount)}`, max: `${currency} ${formatCentavos(priced.maxAmount)}` } };
}

/**
 * Shown beside the amount when it was raised or lowered: 'The minimum loan is USD 2,580.00
 * (PHP 150,000.00), so the figures use that amount.' (no PHP figure for PHP itself).
 */
export function limitNote(currency: string, priced: LimitedAmount, lang: Language = DEFAULT_LANGUAGE): string | null {
  if (priced.limit === null) return null;
  const [key, bound] = priced.limit === 'MINIMUM' ? (['loanLimit.raisedToMinimum', priced.minAmount] as const) : (['loanLimit.loweredToMaximum', priced.maxAmount] as const);
  const php = currency === 'PHP' ? '' : ` (PHP ${formatCentavos(priced.amountPhp)})`;
  return t(lang, key, { amount: `${currency} ${formatCentavos(bound)}${php}` });
}
