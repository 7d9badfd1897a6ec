// The loan calculator's rules, shared by the loader (GET form, no JavaScript) and the browser
// (live recompute): parse the amount, raise it to the minimum or lower it to the maximum with a
// note, pick an offered term, and quote with the domain's loan math.
import {
  MESSAGES,
  formatCentavos,
  limitNote,
  parseAmount,
  priceLoan,
  quoteLoan,
  type LoanQuote,
  type LoanSettings,
} from '@halimbawa/domain';

export const CALC_CURRENCIES = ['PHP'] as const;

export interface CalcState {
  /** What the amount field shows. */
  amountText: string;
  currency: string;
  installmentCount: number;
  /** The principal quoted, in centavos (after clamping). */
  principal: number;
  quote: LoanQuote;
  /** Shown beside the amount when it could not be read. */
  error: string | null;
  /** Shown when the amount was raised to the minimum or lowered to the maximum. */
  note: string | null;
}

export interface CalcInput {
  amount?: string | null;
  currency?: string | null;
  installmentCount?: string | number | null;
}

/**
 * Computes the calculator. `clampText`: whether the amount field should show the clamped amount
 * (the GET form, after Compute) or keep what is being typed (live, with JavaScript).
 */
export function computeCalculator(input: CalcInput, settings: LoanSettings, clampText = true): CalcState {
  const typed = (input.amount ?? '').trim();
  const term = Number(input.installmentCount);
  const installmentCount = settings.terms.includes(term) ? term : settings.defaultTerm;
  const currency = CALC_CURRENCIES.includes((input.currency ?? '') as 'PHP') ? (input.currency as string) : 'PHP';

  let error: string | null = null;
  let note: string | null = null;
  let principal: number;
  let amountText: string;

  if (typed === '') {
    principal = settings.minPhp;
    amountText = formatCentavos(principal);
  } else {
    const parsed = parseAmount(typed);
    if (parsed === null) {
      error = MESSAGES.amount;
      principal = settings.minPhp;
      amountText = typed;
    } else {
      const priced = priceLoan(parsed, '1', installmentCount, settings);
      principal = priced.amountPhp;
      note = limitNote('PHP', priced);
      amountText = clampText ? formatCentavos(principal) : typed;
    }
  }
  const quote = quoteLoan(principal, installmentCount, settings.monthlyRateBps);
  return { amountText, currency, installmentCount, principal, quote, error, note };
}
