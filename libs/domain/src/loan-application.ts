/**
 * A loan application, written once for the API and the web (docs/product.md §2, §7, §8): pricing an
 * amount typed in any currency, and every text the two say about loans.
 */
import { clampAmount, quoteLoan, type LoanQuote, type LoanSettings } from './loan';
import { formatCentavos, fromPhpCentavos, toPhpCentavos } from './money';
import { FORM_MESSAGES } from './rules';

export const LOAN_MESSAGES = {
  // Applying
  notActivated: FORM_MESSAGES.incomplete,
  alreadyHasLoan: 'You already have a loan!',
  currencyUnavailable: 'This currency is not available.',
  submitted: 'Loan application submitted.',
  enteredIntoSystem: 'Your loan application has been entered into our system.',
  reviewScheduled: 'The review process for your loan application will be scheduled soon.',
  noApplications: "We haven't received any loan applications so far.",
  notFound: 'Loan not found.',
  contractNotFound: 'Contract not found.',
  // Signing
  reviewAndSign: 'Review and sign your contract',
  cannotSign: 'This loan cannot be signed now.',
  alreadySigned: 'This contract is already signed.',
  codeSent: 'We sent a code to your phone.',
  signed: 'OTP confirmed successfully',
  // Cancelling
  cannotCancel: 'This loan can no longer be cancelled.',
  cancelledFree: 'Your loan application is cancelled. There is no charge.',
  cancelledCoolingOff: 'Your loan is cancelled and closed. The principal was returned from your wallet; no interest or fee is charged.',
  // Officers deciding
  kycNotVerified: "The member's identity (KYC) is not verified.",
  approveNotPending: 'Only a loan pending review can be approved.',
  rejectNotPending: 'Only a loan pending review can be rejected.',
  ownLoan: 'You cannot decide on your own loan.',
  approvedAmount: 'The approved amount must be between the minimum and the applied amount.',
  approvedTerm: 'The term cannot be longer than the one applied for.',
  reasonCode: 'Please choose a reason from the list.',
  status: 'Please choose a loan status.',
} as const;

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

/**
 * Why an application's amount outside the limits is refused: the calculator raises or lowers it
 * visibly, but an application is for the amount the member saw ('The loan amount must be between
 * PHP 150,000.00 and PHP 5,000,000.00.').
 */
export function amountLimitsMessage(currency: string, priced: PricedLoan): string {
  return `The loan amount must be between ${currency} ${formatCentavos(priced.minAmount)} and ${currency} ${formatCentavos(priced.maxAmount)}.`;
}

/**
 * Shown beside the amount when it was raised or lowered: 'The minimum loan is USD 2,580.00
 * (PHP 150,000.00), so the figures use that amount.' (no PHP figure for PHP itself).
 */
export function limitNote(currency: string, priced: PricedLoan): string | null {
  if (priced.limit === null) return null;
  const [which, bound] = priced.limit === 'MINIMUM' ? ['minimum', priced.minAmount] : ['maximum', priced.maxAmount];
  const php = currency === 'PHP' ? '' : ` (PHP ${formatCentavos(priced.amountPhp)})`;
  return `The ${which} loan is ${currency} ${formatCentavos(bound)}${php}, so the figures use that amount.`;
}
