// The loan calculator's rules, shared by the loader (GET form, no JavaScript) and the browser
// (live recompute): the application's own pricing (computeApplication: the amount read, raised to
// the minimum or lowered to the maximum with a note, an offered term, the domain's loan math), in
// any currency the application offers (the same currencies as /dash).
import { atLimit, formatBps, formatCentavos, formatPercent, type LoanQuote, type LoanSettings } from '@halimbawa/domain';
import { PHP_CURRENCY, computeApplication, type ApplicationState, type ApplicationTexts } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';

export interface CalcState {
  /** What the amount field shows. */
  amountText: string;
  currency: string;
  /** '58.1395': PHP per unit of the currency, rounded (for a reader's sense of scale). */
  phpPerUnit: string;
  /**
   * '0.0172': units of the currency per PHP, the rate the arithmetic divides by; shown as it is
   * ('1 PHP = 0.0172 USD'), so the PHP figure beside it is exactly the amount divided by it.
   */
  rate: string;
  installmentCount: number;
  /** The amount quoted in centavos of the currency, and its limits (after clamping). */
  amount: number;
  minAmount: number;
  maxAmount: number;
  /** The principal quoted, in PHP centavos. */
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
 * (the GET form, after Compute) or keep what is being typed (live, with JavaScript). An unknown
 * currency quotes in PHP.
 */
export function computeCalculator(
  input: CalcInput,
  settings: LoanSettings,
  currencies: readonly CurrencyOption[],
  texts: ApplicationTexts,
  clampText = true,
): CalcState {
  return calcStateOf(computeApplication({ ...input, agree: 'on' }, settings, currencies, texts, !clampText));
}

/** The calculator's view of the application's figures (the application form on /dash shows the same texts). */
export function calcStateOf(a: ApplicationState): CalcState {
  return {
    amountText: a.amountText,
    currency: a.currency,
    phpPerUnit: a.phpPerUnit,
    rate: a.rate,
    installmentCount: a.installmentCount,
    amount: a.amount,
    minAmount: a.minAmount,
    maxAmount: a.maxAmount,
    principal: a.amountPhp,
    quote: a.quote,
    error: a.errors.amount ?? null,
    note: a.note,
  };
}

/** The slider's step between the limits: PHP 10,000 (in centavos), in the chosen currency at its rate. */
const SLIDER_STEP_PHP = 1_000_000;

/** An `<input type=range>`'s attributes for the calculator's amount, in units of the currency ('2752.5': as a browser writes a range's value). */
export interface SliderState {
  min: string;
  max: string;
  step: string;
  value: string;
}

/** Centavos as a plain number of units, without thousands separators or trailing zeros. */
function plainUnits(centavos: number): string {
  const cents = String(centavos % 100).padStart(2, '0').replace(/0+$/, '');
  const units = String(Math.trunc(centavos / 100));
  return cents ? `${units}.${cents}` : units;
}

/** The slider of a calculator state: the limits in the chosen currency, so many steps between them, at the step nearest the amount. */
export function sliderOf(state: CalcState, settings: LoanSettings): SliderState {
  const steps = Math.max(1, Math.round((settings.maxPhp - settings.minPhp) / SLIDER_STEP_PHP));
  const step = Math.max(1, Math.round((state.maxAmount - state.minAmount) / steps));
  const at = Math.min(state.maxAmount, Math.max(state.minAmount, state.amount));
  const value = Math.min(state.minAmount + Math.round((at - state.minAmount) / step) * step, state.maxAmount);
  return { min: plainUnits(state.minAmount), max: plainUnits(state.maxAmount), step: plainUnits(step), value: plainUnits(value) };
}

/**
 * The calculator's fields from its GET form. Without JavaScript the slider and the typed amount are
 * not kept in step, so the slider's amount counts when it was moved from where the page drew it
 * (`sliderFrom`), and the typed one otherwise. With JavaScript the slider has no name: it fills
 * in the amount as it moves.
 */
export function calculatorInput(query: URLSearchParams): CalcInput {
  const slider = query.get('slider');
  const moved = slider !== null && slider !== query.get('sliderFrom');
  return { amount: moved ? slider : query.get('amount'), currency: query.get('currency'), installmentCount: query.get('installmentCount') };
}

/**
 * The words around the figures in the page's language, as the catalogue's templates
 * ('{{currency}} {{min}} to {{max}}': its `calculatorFigure` section). The page passes them in, so
 * that the script on / fills them without the catalogues.
 */
export type FigureWords = Readonly<Record<'range' | 'currencyNote' | 'currencyNoteForeign' | 'caption' | 'rateOfPhp' | 'interestLabel', string>>;

function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The texts the calculator shows for a state, by name: rendered by React, and updated in place by the enhancement. */
export function calculatorTexts(state: CalcState, words: FigureWords) {
  const q = state.quote;
  const cur = state.currency;
  const rate = { currency: cur, rate: state.rate };
  return {
    currency: cur,
    range: fill(words.range, { currency: cur, min: formatCentavos(state.minAmount), max: formatCentavos(state.maxAmount) }),
    currencyNote: cur !== 'PHP' ? fill(words.currencyNoteForeign, rate) : words.currencyNote,
    caption: fill(words.caption, { currency: cur, amount: formatCentavos(state.amount), months: q.months }),
    amount: `${cur} ${formatCentavos(state.amount)}`,
    rateOfPhp: fill(words.rateOfPhp, rate),
    amountPhp: `PHP ${formatCentavos(q.principal)}`,
    interestLabel: fill(words.interestLabel, { rate: formatBps(q.monthlyRateBps) }),
    monthlyPrincipal: `PHP ${formatCentavos(q.monthlyPrincipal)}`,
    monthlyInterest: `PHP ${formatCentavos(q.monthlyInterest)}`,
    instalment: `PHP ${formatCentavos(q.instalment)}`,
    totalInterest: `PHP ${formatCentavos(q.totalInterest)}`,
    totalRepay: `PHP ${formatCentavos(q.totalRepay)}`,
    eirMonthly: formatPercent(q.eirMonthly),
    eirYearly: formatPercent(q.eirYearly),
    months: String(q.months),
  };
}

export type CalculatorTexts = ReturnType<typeof calculatorTexts>;

/**
 * The calculator's words as data, for its script on / (enhance.ts): the messages, and the limit
 * notes of every currency computed here, since a note depends only on the currency and the limit.
 */
export interface CalculatorScriptTexts extends Omit<ApplicationTexts, 'limitNote'> {
  limitNotes: Record<string, { MINIMUM: string | null; MAXIMUM: string | null }>;
  figures: FigureWords;
}

export function calculatorScriptTexts(
  settings: LoanSettings,
  currencies: readonly CurrencyOption[],
  texts: ApplicationTexts,
  figures: FigureWords,
): CalculatorScriptTexts {
  const { limitNote, ...messages } = texts;
  const offered = currencies.some((c) => c.currencyCode === 'PHP') ? currencies : [PHP_CURRENCY, ...currencies];
  const noteAt = (c: CurrencyOption, limit: 'MINIMUM' | 'MAXIMUM') => limitNote(c.currencyCode, atLimit(limit, c.rate, settings));
  const limitNotes = Object.fromEntries(offered.map((c) => [c.currencyCode, { MINIMUM: noteAt(c, 'MINIMUM'), MAXIMUM: noteAt(c, 'MAXIMUM') }]));
  return { ...messages, limitNotes, figures };
}

/** What the enhancement (enhance.ts) needs to recompute a loan form's figures, for its data-calculator attribute. */
export function calculatorData(settings: LoanSettings, currencies: readonly CurrencyOption[], texts: ApplicationTexts, figures: FigureWords): string {
  return JSON.stringify({ settings, currencies, texts: calculatorScriptTexts(settings, currencies, texts, figures) });
}

/** The texts back from their data form, in the browser. */
export function textsOfScript({ limitNotes, ...messages }: CalculatorScriptTexts): ApplicationTexts {
  return { ...messages, limitNote: (currency, priced) => (priced.limit ? (limitNotes[currency]?.[priced.limit] ?? null) : null) };
}
