// The loan application form, shared by /dash, the agreement and the confirm page (server and
// browser): its figures from the domain's priceLoan (the amount converted to PHP, raised to the
// minimum or lowered to the maximum, quoted), its checks, and the query string that carries what
// was typed between the pages.
import {
  DEFAULT_LANGUAGE,
  formatCentavos,
  isTicked,
  limitNote,
  parseAmount,
  priceLoan,
  sayEach,
  t,
  validateLoanApplication,
  type FieldTexts,
  type Language,
  type LimitedAmount,
  type LoanQuote,
  type LoanSettings,
} from '@halimbawa/domain';
import type { CurrencyOption } from '~/lib/api/types';

/** The currency offered when the API cannot list them. */
export const PHP_CURRENCY: CurrencyOption = {
  currencyCode: 'PHP',
  currencyName: 'Philippine Peso',
  currencySymbol: '₱',
  countryName: 'Philippines',
  rate: '1',
  phpPerUnit: '1',
};

export interface ApplicationInput {
  amount?: string | null;
  currency?: string | null;
  installmentCount?: string | number | null;
  agree?: string | null;
}

export interface ApplicationState {
  /** What the amount field shows. */
  amountText: string;
  currency: string;
  /** Units of the currency per 1 PHP. */
  rate: string;
  phpPerUnit: string;
  installmentCount: number;
  agree: boolean;
  /** The amount applied for, in centavos of the currency, after raising or lowering. */
  amount: number;
  /** The principal in PHP centavos. */
  amountPhp: number;
  minAmount: number;
  maxAmount: number;
  /** The figures, in PHP (the loan is disbursed into and repaid from the PHP wallet). */
  quote: LoanQuote;
  /** Shown beside the amount when it raised or lowered to a limit. */
  note: string | null;
  /** Problems, one per field (shown once the member tried to continue). */
  errors: FieldTexts;
}

/**
 * The words the application's figures need. Passed in rather than imported, so that the
 * calculator's script on / can take them from the page (calculator.ts) instead of carrying the
 * domain's catalogues and their engine (tens of KB) to the browser.
 */
export interface ApplicationTexts {
  currencyUnavailable: string;
  amount: string;
  installmentCount: string;
  serviceAgreement: string;
  /** Beside an amount raised to the minimum or lowered to the maximum; null within the limits. */
  limitNote: (currency: string, priced: LimitedAmount) => string | null;
}

/** The domain's texts in the page's language. */
export function applicationTexts(lang: Language = DEFAULT_LANGUAGE): ApplicationTexts {
  return {
    currencyUnavailable: t(lang, 'loan.currencyUnavailable'),
    amount: t(lang, 'field.amount'),
    installmentCount: t(lang, 'field.installmentCount'),
    serviceAgreement: t(lang, 'field.serviceAgreement'),
    limitNote: (currency, priced) => limitNote(currency, priced, lang),
  };
}

function findCurrency(code: string | null | undefined, currencies: readonly CurrencyOption[]): CurrencyOption | null {
  const c = (code ?? '').trim().toUpperCase();
  if (c === '' || c === 'PHP') return currencies.find((x) => x.currencyCode === 'PHP') ?? PHP_CURRENCY;
  return currencies.find((x) => x.currencyCode === c) ?? null;
}

/**
 * The application's figures and problems, priced by the domain's priceLoan as the API's POST
 * /loan/quote and /loan/applynew are: an amount outside the limits is not an error, it is raised to
 * the minimum or lowered to the maximum (compared in PHP) with a note. `keepTyped`: the amount field
 * keeps what is being typed (live, with JavaScript) instead of showing the amount used.
 */
export function computeApplication(
  input: ApplicationInput,
  settings: LoanSettings,
  currencies: readonly CurrencyOption[],
  texts: ApplicationTexts,
  keepTyped = false,
): ApplicationState {
  const typed = (input.amount ?? '').trim();
  const term = Number(input.installmentCount);
  const installmentCount = settings.terms.includes(term) ? term : settings.defaultTerm;
  const errors: FieldTexts = {};

  const found = findCurrency(input.currency, currencies);
  if (!found) errors.currency = texts.currencyUnavailable;
  const cur = found ?? findCurrency('PHP', currencies)!;

  // Nothing typed, or nothing readable: the figures use the minimum.
  const parsed = typed === '' ? null : parseAmount(typed);
  const usable = parsed !== null && parsed > 0 ? parsed : null;
  if (typed !== '' && usable === null) errors.amount = texts.amount;
  const priced = priceLoan(usable, cur.rate, installmentCount, settings);
  const amountText = typed !== '' && (usable === null || keepTyped) ? typed : formatCentavos(priced.amount);

  if (input.installmentCount !== undefined && input.installmentCount !== null && String(input.installmentCount).trim() !== '') {
    if (!settings.terms.includes(term)) errors.installmentCount = texts.installmentCount;
  }
  const agree = isTicked(input.agree);
  if (!agree) errors.agree = texts.serviceAgreement;

  return {
    amountText,
    currency: cur.currencyCode,
    rate: cur.rate,
    phpPerUnit: cur.phpPerUnit,
    installmentCount,
    agree,
    amount: priced.amount,
    amountPhp: priced.amountPhp,
    minAmount: priced.minAmount,
    maxAmount: priced.maxAmount,
    quote: priced.quote,
    note: texts.limitNote(cur.currencyCode, priced),
    errors,
  };
}

/**
 * The checks of the confirm page and the submit action: the domain's validateLoanApplication plus
 * an available currency.
 */
export function applicationErrors(
  values: { amount: string; currency: string; installmentCount: string; agree: string },
  settings: LoanSettings,
  currencies: readonly CurrencyOption[],
  lang: Language,
): FieldTexts {
  const errors = sayEach(lang, validateLoanApplication(values, settings));
  if (!errors.currency && !findCurrency(values.currency, currencies)) errors.currency = t(lang, 'loan.currencyUnavailable');
  return errors;
}

export const APPLICATION_FIELDS = ['amount', 'currency', 'installmentCount', 'agree'] as const;
export type ApplicationValues = Record<(typeof APPLICATION_FIELDS)[number], string>;

/** Reads the application's values from a URL's query (absent ones are ''). */
export function applicationValuesOf(params: URLSearchParams): ApplicationValues {
  return {
    amount: params.get('amount') ?? '',
    currency: params.get('currency') ?? '',
    installmentCount: params.get('installmentCount') ?? '',
    agree: params.get('agree') ?? '',
  };
}

/**
 * The query string that carries the application between pages ('?amount=...&currency=...').
 * `agree`: true ticks the box, false leaves it unticked, undefined keeps what `values` says.
 */
export function applicationQuery(values: Partial<ApplicationValues>, extra: { agree?: boolean; check?: boolean } = {}): string {
  const q = new URLSearchParams();
  if (values.amount) q.set('amount', values.amount);
  if (values.currency) q.set('currency', values.currency);
  if (values.installmentCount) q.set('installmentCount', values.installmentCount);
  const agree = extra.agree ?? isTicked(values.agree);
  if (agree) q.set('agree', 'on');
  if (extra.check) q.set('check', '1');
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The Service and Policy Agreement with the application's values, so 'I agree' and Back return to
 * them. A link, not a submit button: Enter in the form must continue.
 */
/** The anchor of the application form on /dash. */
export const APPLY_ANCHOR = 'apply';

/** /dash with the application's values, scrolled to the form. */
export function dashUrl(values: Partial<ApplicationValues>, extra: { agree?: boolean; check?: boolean } = {}): string {
  return `/dash${applicationQuery(values, extra)}#${APPLY_ANCHOR}`;
}

/** A loan that is not closed: no second application ('You already have a loan!'). */
export interface LiveLoan {
  loanNumber: string;
  statement: string;
}

/** The application form on /dash, or only the live loan that stands in its way (nothing else is sent). */
export type ApplicationFormData =
  | { liveLoan: LiveLoan }
  | {
      liveLoan: null;
      settings: LoanSettings;
      currencies: CurrencyOption[];
      /** The form as the URL's query left it (or the defaults). */
      initial: ApplicationState;
      /** The member tried to continue: show the problems beside the fields. */
      check: boolean;
    };
