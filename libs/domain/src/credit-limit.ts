/**
 * The credit limit and the re-loan offer (docs/credit-limits.md, docs/decisions/022-credit-limits.md),
 * pure: the first limit from the member's income and the debt-to-income limit, raised by each loan
 * repaid with no instalment later than the grace days, held by a late one, stopped by a default.
 * All money in integer PHP centavos.
 */
import { DEFAULT_LATE_CHARGE, DEFAULT_LOAN_SETTINGS, manilaIsoDate, quoteLoan, type LoanSettings } from './loan';
import { daysBetween } from './repayment';
import { formatCentavos } from './money';
import type { MessageKey, Words } from './i18n/translate';

/** The rules' constants (docs/credit-limits.md). */
export const CREDIT_LIMIT_RULES = Object.freeze({
  /** The instalment may take at most this share of the monthly net income, in basis points (40 %). */
  maxDebtToIncomeBps: 4000,
  /** An instalment paid at most this many days after its due date is on time (the late charge's grace). */
  graceDays: DEFAULT_LATE_CHARGE.graceDays,
  /** A loan with an instalment unpaid this many days past its due date is a default. */
  defaultDays: 90,
  /** Each clean loan raises the limit by this share of the limit it was repaid under (20 %)... */
  stepBps: 2000,
  /** ...and by this share (30 %) when the credit score is at least `goodScore`... */
  goodStepBps: 3000,
  goodScore: 750,
  /** ...and by this share (10 %) when the score is below `weakScore`. */
  weakStepBps: 1000,
  weakScore: 400,
  /** Limits are whole thousands of pesos. */
  roundCentavos: 100_000,
});

const R = CREDIT_LIMIT_RULES;

/** One loan of the member as the rules read it (disbursed loans; cancelled and rejected ones are not passed). */
export interface LimitLoan {
  loanNumber: string;
  /** The principal in PHP centavos. */
  amountPhp: number;
  /** Closed: repaid (or ended in its cooling-off period, which counts for nothing). Open: still owed. */
  state: 'REPAID' | 'COOLING_OFF' | 'OPEN' | 'DEFAULTED';
  instalments: ReadonlyArray<{ dueDate: string; paidAt: Date | null }>;
}

export interface CreditLimitInput {
  /** PHP centavos a month. */
  monthlyNetIncome: number;
  /** The credit score (libs/domain credit-score.ts) today. */
  score: number;
  /** The member's loans, oldest first. */
  loans: readonly LimitLoan[];
}

/** What one past loan did to the limit. */
export type LoanOutcome = 'RAISED' | 'HELD' | 'NOT_COUNTED' | 'OPEN';

export interface LimitStep {
  loanNumber: string;
  outcome: LoanOutcome;
  /** The most days any instalment was paid after its due date (0 when none was late). */
  mostDaysLate: number;
  limitAfter: number;
}

/** Why there is (or is not) an offer: a catalogue key under `apiCreditLimit.rule`. */
export type LimitRule = 'RAISED' | 'HELD' | 'AT_MAXIMUM' | 'REDUCED_BY_INCOME' | 'OPEN_LOAN' | 'NO_REPAID_LOAN' | 'DEFAULTED' | 'INCOME';

export interface CreditLimit {
  rule: LimitRule;
  /** The limit in PHP centavos, or null when offers are stopped. */
  limit: number | null;
  /** The largest instalment the debt-to-income limit allows (PHP centavos). */
  maxInstalment: number;
  /** The limit the income alone gives (the first limit). */
  firstLimit: number;
  stepBps: number;
  steps: LimitStep[];
  /** The pre-approved offer, when there is one: the limit at the shortest term whose instalment fits. */
  offer: { amountPhp: number; installmentCount: number; instalment: number } | null;
  /** The reason in words (catalogue code and parameters). */
  reason: Words;
}

const roundDown = (c: number) => Math.floor(c / R.roundCentavos) * R.roundCentavos;

/** The largest instalment the income allows: maxDebtToIncomeBps of it, rounded down to the centavo. */
export function maxInstalmentFor(monthlyNetIncome: number): number {
  return Math.floor((monthlyNetIncome * R.maxDebtToIncomeBps) / 10_000);
}

/** The largest principal (whole thousands of pesos) whose instalment over `months` is at most `maxInstalment`. */
export function affordablePrincipal(maxInstalment: number, months: number, monthlyRateBps: number): number {
  // The instalment is ceil(P/n) + ceil(P·r): start from the real-number answer and step down.
  let p = roundDown(Math.floor(maxInstalment / (1 / months + monthlyRateBps / 10_000)));
  while (p > 0 && quoteLoan(p, months, monthlyRateBps).instalment > maxInstalment) p -= R.roundCentavos;
  return Math.max(0, p);
}

/** The step a clean loan raises the limit by, shaped by the score. */
export function stepBpsFor(score: number): number {
  if (score >= R.goodScore) return R.goodStepBps;
  if (score < R.weakScore) return R.weakStepBps;
  return R.stepBps;
}

/** The most days any instalment was (or, unpaid, has been) past its due date on `asOf`; not yet due counts 0. */
export function mostDaysLate(loan: LimitLoan, asOf: Date): number {
  const today = manilaIsoDate(asOf);
  return loan.instalments.reduce((most, r) => Math.max(most, daysBetween(r.dueDate, r.paidAt ? manilaIsoDate(r.paidAt) : today)), 0);
}

const words = (rule: LimitRule, params: Record<string, string | number> = {}): Words => ({ code: `apiCreditLimit.rule.${rule}` as MessageKey, params });
const php = (c: number) => `PHP ${formatCentavos(c)}`;

/**
 * The member's limit and offer on `asOf`. Loans are read oldest first: a repaid one with no
 * instalment more than `graceDays` late raises the limit by the step (up to the product maximum), a
 * late one holds it, one ended in its cooling-off period counts for nothing. A defaulted loan or an
 * instalment 90 days past due stops offers; an open loan waits; a member with no repaid loan gets the
 * ordinary application, not an offer.
 */
export function creditLimit(input: CreditLimitInput, asOf: Date, settings: LoanSettings = DEFAULT_LOAN_SETTINGS): CreditLimit {
  const maxInstalment = maxInstalmentFor(input.monthlyNetIncome);
  const shortest = Math.min(...settings.terms);
  const longest = Math.max(...settings.terms);
  // The first limit: what the income repays over the shortest term, so that longer terms leave room to grow.
  const firstLimit = Math.min(settings.maxPhp, affordablePrincipal(maxInstalment, shortest, settings.monthlyRateBps));
  const stepBps = stepBpsFor(input.score);
  const base = { maxInstalment, firstLimit, stepBps };

  let limit = firstLimit;
  const steps: LimitStep[] = [];
  for (const loan of input.loans) {
    if (loan.state === 'COOLING_OFF') {
      steps.push({ loanNumber: loan.loanNumber, outcome: 'NOT_COUNTED', mostDaysLate: 0, limitAfter: limit });
      continue;
    }
    const late = mostDaysLate(loan, asOf);
    if (loan.state === 'DEFAULTED' || late >= R.defaultDays) {
      steps.push({ loanNumber: loan.loanNumber, outcome: 'HELD', mostDaysLate: late, limitAfter: limit });
      return { ...base, rule: 'DEFAULTED', limit: null, steps, offer: null, reason: words('DEFAULTED', { loanNumber: loan.loanNumber }) };
    }
    let outcome: LoanOutcome = loan.state === 'OPEN' ? 'OPEN' : 'HELD';
    if (loan.state === 'REPAID') {
      // A loan bigger than the limit (an officer's decision) starts the next step from its amount.
      const from = Math.max(limit, loan.amountPhp);
      if (late <= R.graceDays) {
        outcome = 'RAISED';
        limit = Math.min(settings.maxPhp, roundDown(from + Math.floor((from * stepBps) / 10_000)));
      }
    }
    steps.push({ loanNumber: loan.loanNumber, outcome, mostDaysLate: late, limitAfter: limit });
  }
  const last = steps.at(-1);
  const stop = (rule: LimitRule, params: Record<string, string | number> = {}): CreditLimit => ({ ...base, rule, limit, steps, offer: null, reason: words(rule, params) });
  if (input.loans.some((l) => l.state === 'OPEN')) return stop('OPEN_LOAN');
  if (!input.loans.some((l) => l.state === 'REPAID')) return stop('NO_REPAID_LOAN');

  if (limit < settings.minPhp) return stop('INCOME', { min: php(settings.minPhp) });
  // The offer: the limit at the shortest term that keeps the instalment within the debt-to-income
  // limit; when none does, what the longest term allows.
  const fitting = [...settings.terms].sort((a, b) => a - b).find((n) => quoteLoan(limit, n, settings.monthlyRateBps).instalment <= maxInstalment);
  const amountPhp = fitting ? limit : Math.min(limit, affordablePrincipal(maxInstalment, longest, settings.monthlyRateBps));
  if (amountPhp < settings.minPhp) return stop('INCOME', { min: php(settings.minPhp) });
  const installmentCount = fitting ?? longest;
  const offer = { amountPhp, installmentCount, instalment: quoteLoan(amountPhp, installmentCount, settings.monthlyRateBps).instalment };
  const rule: LimitRule = !fitting ? 'REDUCED_BY_INCOME' : last!.outcome === 'RAISED' ? (limit === settings.maxPhp ? 'AT_MAXIMUM' : 'RAISED') : 'HELD';
  const params = { amount: php(amountPhp), previous: php(input.loans.filter((l) => l.state === 'REPAID').at(-1)!.amountPhp), step: `${stepBps / 100}%`, graceDays: R.graceDays, min: php(settings.minPhp) };
  return { ...base, rule, limit, steps, offer, reason: words(rule, params) };
}
